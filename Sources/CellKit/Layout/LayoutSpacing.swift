import Foundation

/// CellKit's own: the spacings UIKit's layout takes from the system, in points (the same on a
/// device's screen and on a screen of cells, where they are cells).
enum LayoutSpacing {
    /// The standard spacing between sibling views: UIKit's 8 points.
    static let system: CGFloat = 8
    /// A view's default layout margins: UIKit's 8 points on every side.
    static let defaultMargins = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
}
