import Foundation

/// CellKit's own: the view holding one column of a split view controller (UIKit's is private).
/// [sim] It groups its elements, so VoiceOver reads a column through before the next, as iPad
/// users hear a sidebar before its detail.
@MainActor
final class SplitColumnView: UIView {
    let column: UISplitViewController.Column

    init(column: UISplitViewController.Column) {
        self.column = column
        super.init(frame: .zero)
        shouldGroupAccessibilityChildren = true
        clipsToBounds = true
    }

    /// Never decoded: CellKit loads no archives (UIKit requires this initializer).
    required init?(coder: NSCoder) {
        nil
    }
}
