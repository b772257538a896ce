/// CellKit's own: what the layouts of a view of cells (a table view, a collection view) have
/// done so far, counted for tests that check a layout's cost by its work, not its time: a
/// scroll by a row looks at a few rows, however many are on screen.
package struct LayoutWork: Equatable, Sendable {
    /// Rows looked at: each row a layout was handed (found in its band, or in the strips a
    /// scroll brought in) and each row of the last layout's order it compared with them.
    package var rowsLookedAt = 0
    /// Cells given their frame and state (`place`), new or kept.
    package var cellsPlaced = 0

    package init() {}
}
