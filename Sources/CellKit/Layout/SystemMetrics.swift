import Foundation

/// The sizes UIKit's own views take when an app does not set them, on one screen: CellKit's own,
/// and the one table of them.
///
/// On a device's screen they are UIKit's documented sizes in points: a table row and a
/// navigation bar are 44 points, a tab bar 49, a search bar 56, a flow layout's spacing 10. On a
/// screen of cells (a scene written in cells) each bar and row is one line, as scenes have always
/// been drawn, so that every scene file keeps its look. `LayoutSpacing` (Auto Layout's 8-point
/// spacing and margins) is the same on both.
package struct SystemMetrics: Sendable {
    /// The screen's cells.
    package let cells: CellMetrics

    package init(_ cells: CellMetrics) {
        self.cells = cells
    }

    /// One line of text: a row.
    package var line: CGFloat { cells.pointsPerRow }
    /// One character: a column.
    package var column: CGFloat { cells.pointsPerColumn }

    /// `UITableView.rowHeight` when the app sets none, and the height of a row with nothing
    /// to size it.
    package var tableRowHeight: CGFloat { cells.isCells ? 1 : 44 }
    /// A navigation bar's height, without its search bar.
    package var navigationBarHeight: CGFloat { cells.isCells ? 1 : 44 }
    /// A search bar's height.
    package var searchBarHeight: CGFloat { cells.isCells ? 1 : 56 }
    /// A tab bar's height.
    package var tabBarHeight: CGFloat { cells.isCells ? 1 : 49 }
    /// A toolbar's height.
    package var toolbarHeight: CGFloat { cells.isCells ? 1 : 44 }
    /// `UICollectionViewFlowLayout`'s spacing between lines and between items.
    package var flowSpacing: CGFloat { cells.isCells ? 1 : 10 }
    /// How far one level of indentation moves a cell's content.
    package var indentationWidth: CGFloat { cells.isCells ? 2 : 10 }
}

extension UIView {
    /// UIKit's standard sizes on the screen the view is shown on (CellKit's own).
    package var systemMetrics: SystemMetrics { SystemMetrics(cellMetrics) }
}
