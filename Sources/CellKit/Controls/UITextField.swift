import Foundation

/// A line of editable text. A tap starts editing (`editingDidBegin`); Rotor has no keyboard, so
/// text arrives only by setting `text` or by a drop. VoiceOver speaks the text (or the
/// placeholder when empty), "Text field", and "Is editing" while editing.
@MainActor
open class UITextField: UIControl {
    open var text: String?
    open var placeholder: String?
    open private(set) var isEditing = false

    open override var accessibilityValue: String? {
        get {
            if let own = super.accessibilityValue { return own }
            if let text, !text.isEmpty { return text }
            return placeholder
        }
        set { super.accessibilityValue = newValue }
    }

    open override func controlWasTapped() {
        guard !isEditing else { return }
        isEditing = true
        sendActions(for: .editingDidBegin)
    }

    /// Ends editing, as resigning first responder does.
    open func endEditing() {
        guard isEditing else { return }
        isEditing = false
        sendActions(for: .editingDidEnd)
    }

    open override func draw(_ rect: CGRect, in context: CellContext) {
        let width = max(1, Int(saturating: bounds.width))
        let shown = (text?.isEmpty ?? true) ? (placeholder ?? "") : (text ?? "")
        let y = max(0, ((bounds.height - 1) / 2).rounded(.down))
        context.fill(CGRect(x: 0, y: y, width: CGFloat(width), height: 1), with: "_")
        context.drawText(String(shown.prefix(width)), at: CGPoint(x: 0, y: y),
                         style: CellStyle(isDim: (text?.isEmpty ?? true), isUnderlined: true))
        if isEditing, CharacterWidth.of(shown) < width {
            context.drawText("▏", at: CGPoint(x: CGFloat(CharacterWidth.of(shown)), y: y))
        }
    }
}
