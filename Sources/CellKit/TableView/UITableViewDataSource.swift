import Foundation

/// Where a table view gets its sections, rows and cells, and what it is told when rows are
/// edited or moved. Only the row count and the cells are required; the defaults behave as
/// UIKit does when a method is not implemented.
@preconcurrency @MainActor
public protocol UITableViewDataSource: AnyObject {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
    /// The cell for a row, usually from `dequeueReusableCell(withIdentifier:for:)`. Asked only
    /// for the rows on screen, as they come into view.
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
    /// The number of sections; one by default.
    func numberOfSections(in tableView: UITableView) -> Int
    /// A section's header title, shown (and read by VoiceOver as a heading) above its rows.
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String?
    func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String?
    /// Whether a row shows editing controls while the table is edited; true by default.
    func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool
    /// Whether a row shows the reorder control while the table is edited; true by default.
    /// [sim] UIKit also requires `moveRowAt` to be implemented, which Swift cannot ask: CellKit
    /// shows the control until the first move finds `moveRowAt` is the default one.
    func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool
    func sectionIndexTitles(for tableView: UITableView) -> [String]?
    func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int
    /// Asked to delete (or insert) a row the user edited: update the model, then the table.
    func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
                   forRowAt indexPath: IndexPath)
    /// Told a row was moved by its reorder control (or, in a table with drag and drop
    /// delegates, by a drag of one row within the table, dropped with `.move` at an index
    /// path): update the model. The table has already moved the row.
    func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath)
}

extension UITableViewDataSource {
    public func numberOfSections(in tableView: UITableView) -> Int { 1 }
    public func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
    public func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }
    public func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
    public func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { true }
    public func sectionIndexTitles(for tableView: UITableView) -> [String]? { nil }
    public func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int { index }
    public func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
                          forRowAt indexPath: IndexPath) {
        // Not the app's: its rows get no default swipe-to-delete (`OptionalMethods`).
        OptionalMethods.defaultRan(#function, by: tableView)
    }
    public func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        // Not the app's: the table learns its data source moves no rows (`OptionalMethods`).
        OptionalMethods.defaultRan(#function, by: tableView)
    }
}
