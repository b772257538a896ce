import Foundation

/// A view's text and lines measured in points of its screen's cells: CellKit's own.
///
/// A character of text is one column wide and a line of text one row tall on every screen; how
/// many points that is depends on the screen (`UIScreen.cellMetrics`): a device's screen has 8
/// points a column and 22 a row, a scene written in cells one point a cell. A view not yet in a
/// window measures on `UIScreen.main`, the screen its window will most likely be on.
extension UIView {
    /// The points a cell stands for where the view is shown.
    package var cellMetrics: CellMetrics {
        (window?.screen ?? UIScreen.main).cellMetrics
    }

    /// The width of text drawn a character a column, in points.
    package func textWidth(_ text: String) -> CGFloat {
        cellMetrics.width(ofColumns: CharacterWidth.of(text))
    }

    /// The height of one line of text, in points: one row.
    package var lineHeight: CGFloat { cellMetrics.pointsPerRow }
}
