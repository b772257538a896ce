import Foundation

/// CellKit's own: the spacings UIKit's layout takes from the system, in cells.
enum LayoutSpacing {
    /// The standard spacing between sibling views: UIKit's 8 points, 8 cells (one point is one
    /// cell, across and down).
    static let system: CGFloat = 8
    /// A view's default layout margins: UIKit's 8 points on every side.
    static let defaultMargins = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
}
