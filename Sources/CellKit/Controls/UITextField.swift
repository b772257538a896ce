import Foundation

/// A line of editable text. A tap starts editing (`editingDidBegin`); Rotor has no keyboard, so
/// text arrives only by setting `text` or by a drop. As UIKit's, it carries the text-entry trait
/// (with is-editing while edited, and secure-text-field when its entry is secure), so VoiceOver
/// speaks "Text Field." (or "Secure Text Field.") and "Is editing."; its value is its text, or
/// the placeholder when empty, and a secure field's text is never its value.
@preconcurrency @MainActor
open class UITextField: UIControl {
    open var text: String? {
        didSet { noteChange(.content) }
    }
    open var placeholder: String? {
        didSet { noteChange(.content) }
    }
    open private(set) var isEditing = false {
        didSet { noteChange(.content) }
    }
    /// Whether the text is hidden as it is typed (a password): drawn and spoken as bullets.
    open var isSecureTextEntry = false {
        didSet { noteChange(.content) }
    }

    open override var accessibilityValue: String? {
        get {
            if let own = super.accessibilityValue { return own }
            if let text, !text.isEmpty { return isSecureTextEntry ? Self.bullets(for: text) : text }
            return placeholder
        }
        set { super.accessibilityValue = newValue }
    }

    open override var accessibilityTraits: UIAccessibilityTraits {
        get {
            var traits = super.accessibilityTraits.union(.textEntry)
            if isEditing { traits.insert(.isEditing) }
            if isSecureTextEntry { traits.insert(.secureTextField) }
            return traits
        }
        set { super.accessibilityTraits = newValue }
    }

    /// Told about editing; held weakly, as UIKit does.
    open weak var delegate: (any UITextFieldDelegate)?

    /// The text's font; bold draws bold, the size is kept (a terminal's text has one size).
    open var font: UIFont? {
        didSet { noteChange(.content) }
    }
    /// The text's colour.
    open var textColor: UIColor? {
        didSet { noteChange(.content) }
    }
    /// How the text is aligned. Kept: CellKit draws the text from the leading edge.
    open var textAlignment: NSTextAlignment = .natural {
        didSet { noteChange(.content) }
    }
    /// Whether the font follows the person's text size setting. Kept.
    open var adjustsFontForContentSizeCategory = false {
        didSet { noteChange(.content) }
    }

    /// Where the text is drawn within `bounds`: all of it, as CellKit draws no border or overlay
    /// views. Subclasses override it as in UIKit; CellKit does not read it back.
    open func textRect(forBounds bounds: CGRect) -> CGRect { bounds }
    /// Where the text being edited is drawn within `bounds`: as `textRect(forBounds:)`.
    open func editingRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }
    /// Where the placeholder is drawn within `bounds`: as `textRect(forBounds:)`.
    open func placeholderRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }

    /// The keyboard a person types with. Kept: Rotor has no keyboard.
    open var keyboardType: UIKeyboardType = .default {
        didSet { noteChange(.content) }
    }
    /// What the return key says. Kept: Rotor has no keyboard.
    open var returnKeyType: UIReturnKeyType = .default {
        didSet { noteChange(.content) }
    }
    /// How typed text is capitalised. Kept: Rotor has no keyboard.
    open var autocapitalizationType: UITextAutocapitalizationType = .sentences {
        didSet { noteChange(.content) }
    }
    /// Whether typed text is corrected. Kept: Rotor has no keyboard.
    open var autocorrectionType: UITextAutocorrectionType = .default {
        didSet { noteChange(.content) }
    }
    /// The border drawn round the field. Kept: CellKit underlines every field.
    open var borderStyle: BorderStyle = .none {
        didSet { noteChange(.content) }
    }
    /// When the clear button shows. Kept: Rotor has no keyboard to clear with.
    open var clearButtonMode: ViewMode = .never {
        didSet { noteChange(.content) }
    }

    /// A text field's border. The values are UIKit's.
    public enum BorderStyle: Int, Sendable {
        case none = 0, line, bezel, roundedRect
    }

    /// When an overlay view (the clear button, the left and right views) shows. The values are
    /// UIKit's.
    public enum ViewMode: Int, Sendable {
        case never = 0, whileEditing, unlessEditing, always
    }

    open override func controlWasTapped() {
        guard !isEditing else { return }
        guard delegate?.textFieldShouldBeginEditing(self) ?? true else { return }
        UIResponder.takeFirstResponder(self)
        isEditing = true
        sendActions(for: .editingDidBegin)
        delegate?.textFieldDidBeginEditing(self)
    }

    open override var isFirstResponder: Bool { isEditing }

    /// Starts editing (sends `editingDidBegin`), as a tap does; `false` when disabled.
    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        guard isEnabled else { return false }
        controlWasTapped()
        return true
    }

    /// Ends editing (sends `editingDidEnd`), unless the delegate refuses.
    @discardableResult
    open override func resignFirstResponder() -> Bool {
        guard isEditing else { return true }
        guard delegate?.textFieldShouldEndEditing(self) ?? true else { return false }
        endEditing()
        return true
    }

    /// Ends editing, as resigning first responder does (CellKit's own: the delegate is told,
    /// not asked).
    open func endEditing() {
        guard isEditing else { return }
        isEditing = false
        sendActions(for: .editingDidEnd)
        delegate?.textFieldDidEndEditing(self)
    }

    /// A bullet for each character: what a secure field shows instead of its text.
    private static func bullets(for text: String) -> String {
        String(repeating: "•", count: text.count)
    }

    /// One row, as wide as its text (or its placeholder when empty), at least one column.
    open override var intrinsicContentSize: CGSize {
        let shown = (text?.isEmpty ?? true) ? (placeholder ?? "") : (text ?? "")
        return CGSize(width: cellMetrics.width(ofColumns: max(1, CharacterWidth.of(shown))), height: lineHeight)
    }

    open override func draw(_ rect: CGRect, in context: CellContext) {
        let metrics = context.metrics
        let width = max(1, metrics.wholeColumns(bounds.width))
        let typed = text.map { isSecureTextEntry ? Self.bullets(for: $0) : $0 } ?? ""
        let shown = typed.isEmpty ? (placeholder ?? "") : typed
        let y = context.middleRow(of: CGRect(origin: .zero, size: bounds.size))
        context.fill(CGRect(x: 0, y: y, width: metrics.width(ofColumns: width), height: metrics.pointsPerRow), with: "_")
        context.drawText(String(shown.prefix(width)), at: CGPoint(x: 0, y: y),
                         style: CellStyle(foreground: typed.isEmpty ? nil : textColor?.cellColor, isBold: font?.isBold ?? false,
                                          isDim: typed.isEmpty, isUnderlined: true))
        if isEditing, CharacterWidth.of(shown) < width {
            context.drawText("▏", at: CGPoint(x: metrics.width(ofColumns: CharacterWidth.of(shown)), y: y))
        }
    }
}
