import CellKit

/// A navigation bar's back button: a button drawn as "‹ Title", with CellKit's `backButton`
/// trait.
@MainActor
final class BackButtonView: UIButton {
    /// Never decoded: CellKit loads no archives (UIKit requires this initializer).
    required init?(coder: NSCoder) {
        nil
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        accessibilityTraits = [.button, .backButton]
    }

    override func draw(_ rect: CGRect, in context: CellContext) {
        let y = max(0, ((bounds.height - 1) / 2).rounded(.down))
        context.drawText("‹ " + (currentTitle ?? ""), at: CGPoint(x: 0, y: y),
                         style: CellStyle(foreground: isEnabled ? .blue : nil, isDim: !isEnabled))
    }
}
