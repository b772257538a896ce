/// CellKit's own: a table view's data source that can say which of a section's rows are
/// numbered from a template (`Row 1`, `Row 2`, …), as a data source that reads its rows from a
/// store makes them, without making a cell for each. A capture writes such a run as its count
/// (a scene's `numberedRows`) instead of reading a million cells and listing a million rows.
/// UIKit has nothing like it: a capture of a UIKit app reads every row through its cell.
@MainActor
package protocol NumberedRowsDataSource: AnyObject {
    /// The section's rows as runs, top to bottom; together they hold the section's rows as the
    /// data source counts them.
    func rowRuns(inSection section: Int) -> [TableRowRun]
}
