import Foundation

/// A navigation bar's back button (UIKit's is private): drawn "‹ Title", with the back button
/// trait alone, as UIKit's has, so VoiceOver says "‹title›. Back Button." and never "Button". With
/// no previous title its label is UIKit's generic "Back", which VoiceOver does not say twice:
/// "Back Button.". A tap (a double tap in VoiceOver) pops the bar's top item.
@MainActor
final class NavigationBackButton: UIControl {
    /// Never decoded: CellKit loads no archives (UIKit requires this initializer).
    required init?(coder: NSCoder) {
        nil
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        accessibilityTraits = .backButton
    }

    /// What the button shows: a chevron and its label. The bar gives the button the width this
    /// takes, measured on its own screen's metrics.
    var shownText: String { "‹ " + (accessibilityLabel ?? "") }

    override func controlWasTapped() {
        (superview as? UINavigationBar)?.backButtonWasTapped()
        super.controlWasTapped()
    }

    override func draw(_ rect: CGRect, in context: CellContext) {
        context.drawText(shownText, at: CGPoint(x: 0, y: context.middleRow(of: bounds)),
                         style: CellStyle(foreground: isEnabled ? .blue : nil, isDim: !isEnabled))
    }
}
