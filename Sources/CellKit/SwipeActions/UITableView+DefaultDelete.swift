import Foundation

extension UITableView {
    /// The name `tableView(_:commit:forRowAt:)` has in `#function`, which its defaults say.
    static let commitMethod = "tableView(_:commit:forRowAt:)"

    /// The swipe actions of the row at `indexPath`, trailing edge then leading: the delegate's,
    /// and where it gives no trailing configuration (it returns `nil`, or there is no delegate),
    /// UIKit's default one, a "Delete" action, when the row can be edited with the `.delete`
    /// style and the data source implements `tableView(_:commit:forRowAt:)`. Performing it calls
    /// that method with `.delete`, as swiping and tapping Delete does in UIKit.
    package func swipeActionsConfigurations(forRowAt indexPath: IndexPath) -> [UISwipeActionsConfiguration?] {
        let trailing = delegate?.tableView(self, trailingSwipeActionsConfigurationForRowAt: indexPath)
            ?? defaultDeleteConfiguration(forRowAt: indexPath)
        return [trailing, delegate?.tableView(self, leadingSwipeActionsConfigurationForRowAt: indexPath)]
    }

    /// UIKit's swipe-to-delete for the row, or `nil` where UIKit offers none.
    private func defaultDeleteConfiguration(forRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        guard !isEditing, let dataSource, dataSource.tableView(self, canEditRowAt: indexPath),
              (delegate?.tableView(self, editingStyleForRowAt: indexPath) ?? .delete) == .delete,
              implementsCommit(dataSource, at: indexPath) else { return nil }
        let title = delegate?.tableView(self, titleForDeleteConfirmationButtonForRowAt: indexPath) ?? "Delete"
        let action = UIContextualAction(style: .destructive, title: title) { [weak self] _, _, completion in
            guard let self, let dataSource = self.dataSource else { return completion(false) }
            // The actions are made each time VoiceOver asks, so `indexPath` is the row's now.
            dataSource.tableView(self, commit: .delete, forRowAt: indexPath)
            completion(true)
        }
        return UISwipeActionsConfiguration(actions: [action])
    }

    /// Whether the data source implements `tableView(_:commit:forRowAt:)`, learned once per data
    /// source. [sim] Swift cannot ask `responds(to:)`, so the first time it is called once with
    /// the `.none` style, which UIKit never sends and which code written for UIKit ignores (it
    /// acts on `.delete` and `.insert`); only a default says it ran (`OptionalMethods`).
    private func implementsCommit(_ dataSource: UITableViewDataSource, at indexPath: IndexPath) -> Bool {
        implementedMethods.implements(Self.commitMethod, by: dataSource) {
            dataSource.tableView(self, commit: .none, forRowAt: indexPath)
        }
    }
}
