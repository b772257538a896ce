/// The data source of a hosted list's table: its sections and rows as the controller keeps
/// them, titles from the sections, moves handed to the row's `ForEach`. Rows show no editing
/// controls of their own (`onDelete` is the swipe to delete), as a diffable data source's.
@MainActor
final class ListDataSource: NSObject, UITableViewDataSource {
    weak var controller: ListTableController?

    func numberOfSections(in tableView: UITableView) -> Int {
        controller?.sections.count ?? 0
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        guard let sections = controller?.sections, sections.indices.contains(section) else { return 0 }
        return sections[section].rowCount
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: HostedRowCell.reuseIdentifier, for: indexPath)
        if let cell = cell as? HostedRowCell { controller?.configure(cell, at: indexPath) }
        return cell
    }

    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        guard let sections = controller?.sections, sections.indices.contains(section) else { return nil }
        return sections[section].header
    }

    func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
        guard let sections = controller?.sections, sections.indices.contains(section) else { return nil }
        return sections[section].footer
    }

    func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
        false
    }

    func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
        controller?.canMove(at: indexPath) ?? false
    }

    func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        controller?.moveRow(from: sourceIndexPath, to: destinationIndexPath)
    }
}
