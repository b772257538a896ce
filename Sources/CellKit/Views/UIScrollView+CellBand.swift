import Foundation

extension UIScrollView {
    /// CellKit's own: the band a view of rows or items (a table view, a collection view of any
    /// layout) makes cells for: its bounds and a line beyond each edge along the way it scrolls;
    /// `nil` when it has no extent that way, as on iOS, where no row meets a view squeezed to
    /// nothing and VoiceOver finds none.
    ///
    /// UIKit makes cells only for what its bounds meet and, when VoiceOver moves past the last
    /// one on screen, scrolls on by a line (the container's `accessibilityScroll`). Here the
    /// line is a cell already made: the row past each edge is in the element walk, so a swipe
    /// or read all moves to it, moving to it scrolls it on screen, and the next layout makes
    /// the one after.
    ///
    /// - Parameters:
    ///   - before, after: how far past the leading and trailing edge the next line starts, in
    ///     points: a point for rows that touch (a table's, whatever the screen's points per
    ///     cell), more across a gap (a flow layout's line spacing, a section's insets).
    package func cellBand(scrollsHorizontally: Bool, before: CGFloat = 1, after: CGFloat = 1) -> CGRect? {
        guard bounds.height > 0, !scrollsHorizontally || bounds.width > 0 else { return nil }
        let lead = before.isFinite ? max(1, before) : 1, trail = after.isFinite ? max(1, after) : 1
        if scrollsHorizontally {
            return CGRect(x: bounds.minX - lead, y: bounds.minY, width: bounds.width + lead + trail, height: bounds.height)
        }
        return CGRect(x: bounds.minX, y: bounds.minY - lead, width: bounds.width, height: bounds.height + lead + trail)
    }
}
