import Foundation

/// Text of many lines, editable unless told otherwise. As UIKit's, an editable text view is one
/// element that VoiceOver says as a text field: its text as the value, "Text Field.", and the
/// text area's hint "Double tap to edit., Use the rotor to access Misspelled Words" ("Is
/// editing." and the rotor's hint alone while edited) [3p: AccessibilitySnapshot's text view
/// reference images]. A text view that is not editable is static text. A tap on an editable one
/// starts editing; Rotor has no keyboard, so text arrives only by setting `text`.
@preconcurrency @MainActor
open class UITextView: UIScrollView {
    /// The text shown; never `nil` when read, as in UIKit.
    open var text: String! {
        get { storedText }
        set {
            storedText = newValue ?? ""
            noteChange(.content)
        }
    }
    private var storedText = ""
    /// Whether the user may edit the text; `true` at first, as in UIKit.
    open var isEditable = true {
        didSet {
            // No longer editable ends editing whatever the delegate would say.
            if !isEditable, isEditingText {
                isEditingText = false
                delegate?.textViewDidEndEditing(self)
            }
            noteChange(.element)
        }
    }
    /// Whether it is being edited (first responder): CellKit's own name for what UIKit keeps
    /// privately.
    private var isEditingText = false {
        didSet { noteChange(.content) }
    }

    /// CellKit loads no archives (there are no storyboards): this always fails, decoding nothing.
    public required init?(coder: NSCoder) {
        nil
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        isAccessibilityElement = true
    }

    public convenience init() {
        self.init(frame: .zero)
    }

    open override var accessibilityValue: String? {
        get { super.accessibilityValue ?? (storedText.isEmpty ? nil : storedText) }
        set { super.accessibilityValue = newValue }
    }

    open override var accessibilityTraits: UIAccessibilityTraits {
        get {
            guard isEditable else { return super.accessibilityTraits.union(.staticText) }
            var traits = super.accessibilityTraits.union([.textEntry, .textArea])
            if isEditingText { traits.insert(.isEditing) }
            return traits
        }
        set { super.accessibilityTraits = newValue }
    }

    open override var isFirstResponder: Bool { isEditingText }

    /// Told about editing; held weakly, as UIKit does.
    open weak var delegate: (any UITextViewDelegate)?

    /// The text's font. Kept: a terminal's text has one size and weight here.
    open var font: UIFont? {
        didSet { noteChange(.content) }
    }
    /// The text's colour. Kept.
    open var textColor: UIColor? {
        didSet { noteChange(.content) }
    }
    /// How the text is aligned. Kept: CellKit draws it from the leading edge.
    open var textAlignment: NSTextAlignment = .natural {
        didSet { noteChange(.content) }
    }
    /// Whether the font follows the person's text size setting. Kept.
    open var adjustsFontForContentSizeCategory = false {
        didSet { noteChange(.content) }
    }

    /// Starts editing, when the text view is editable and its delegate agrees.
    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        guard isEditable else { return false }
        guard !isEditingText else { return true }
        guard delegate?.textViewShouldBeginEditing(self) ?? true else { return false }
        UIResponder.takeFirstResponder(self)
        isEditingText = true
        delegate?.textViewDidBeginEditing(self)
        return true
    }

    /// Ends editing, unless the delegate refuses.
    @discardableResult
    open override func resignFirstResponder() -> Bool {
        guard isEditingText else { return true }
        guard delegate?.textViewShouldEndEditing(self) ?? true else { return false }
        isEditingText = false
        delegate?.textViewDidEndEditing(self)
        return true
    }

    /// Tells the delegate the text view scrolled.
    open override var contentOffset: CGPoint {
        didSet { if contentOffset != oldValue { delegate?.scrollViewDidScroll(self) } }
    }

    override func handleSimulatedTap(at point: CGPoint) -> Bool {
        guard isEditable, isUserInteractionEnabled else { return false }
        if !isEditingText { becomeFirstResponder() }
        return true
    }

    open override func draw(_ rect: CGRect, in context: CellContext) {
        let metrics = context.metrics
        let width = metrics.wholeColumns(bounds.width)
        guard width > 0 else { return }
        let rows = bounds.height > 0 ? max(1, metrics.wholeRows(bounds.height)) : 0
        // What the view shows: its rows' lines, and while editing the text's last line too,
        // where the caret goes.
        let lines = TextWrapper.wrap(storedText, width: width, maxLines: isEditingText ? .max : rows)
        for (row, line) in lines.prefix(rows).enumerated() {
            context.drawText(line, at: CGPoint(x: bounds.minX, y: bounds.minY + metrics.height(ofRows: row)),
                             style: CellStyle(isUnderlined: isEditable))
        }
        if isEditingText {
            let last = lines.last ?? ""
            let row = min(max(0, lines.count - 1), max(0, rows - 1))
            if CharacterWidth.of(last) < width {
                context.drawText("▏", at: CGPoint(x: bounds.minX + metrics.width(ofColumns: CharacterWidth.of(last)),
                                                  y: bounds.minY + metrics.height(ofRows: row)))
            }
        }
    }
}
