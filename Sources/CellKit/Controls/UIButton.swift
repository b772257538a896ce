import Foundation

/// A control with a title that does one thing when tapped. VoiceOver speaks its title and
/// "Button".
@MainActor
open class UIButton: UIControl {
    private var titles: [UIControl.State: String] = [:]

    /// CellKit loads no archives (there are no storyboards): this always fails, decoding nothing.
    public required init?(coder: NSCoder) {
        nil
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        accessibilityTraits = .button
    }

    open func setTitle(_ title: String?, for state: UIControl.State) {
        titles[state] = title
    }

    /// The title for a state, falling back to the normal state's.
    open func title(for state: UIControl.State) -> String? {
        titles[state] ?? titles[.normal]
    }

    open var currentTitle: String? { title(for: state) }

    open override var accessibilityLabel: String? {
        get { super.accessibilityLabel ?? currentTitle }
        set { super.accessibilityLabel = newValue }
    }

    open override func draw(_ rect: CGRect, in context: CellContext) {
        let text = "[ " + (currentTitle ?? "") + " ]"
        let x = max(0, ((bounds.width - CGFloat(CharacterWidth.of(text))) / 2).rounded(.down))
        let y = max(0, ((bounds.height - 1) / 2).rounded(.down))
        context.drawText(text, at: CGPoint(x: x, y: y), style: CellStyle(isBold: isEnabled, isDim: !isEnabled))
    }
}
