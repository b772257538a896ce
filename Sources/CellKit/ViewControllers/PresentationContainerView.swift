import Foundation

/// The view that holds a presented view controller's view over the window (UIKit's is private).
/// It is modal for VoiceOver (`accessibilityViewIsModal`), so only the presented screen is read
/// while it is up, and it blanks what is behind it, so the screen under a sheet does not show
/// through a view with no background.
@MainActor
final class PresentationContainerView: UIView {
    /// Never decoded: CellKit loads no archives (UIKit requires this initializer).
    required init?(coder: NSCoder) {
        nil
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        accessibilityViewIsModal = true
    }

    override func draw(_ rect: CGRect, in context: CellContext) {
        context.fill(bounds)
    }
}
