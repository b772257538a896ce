import Foundation

extension UIView {
    /// The swipe actions of the row this view is (a table view cell, or a list's cell), as the
    /// custom actions VoiceOver offers for them: the trailing edge's, then the leading edge's
    /// [sim], each edge's outermost first. Not in the cell's `accessibilityCustomActions`, as
    /// in UIKit, where they are the cell's private actions, offered before its public ones.
    ///
    /// Asked each time, so the actions follow the row the cell shows now. A table's row the
    /// delegate gives no trailing configuration has UIKit's default "Delete" when its data
    /// source implements `tableView(_:commit:forRowAt:)`
    /// (`UITableView.swipeActionsConfigurations(forRowAt:)`); a list's row its list
    /// configuration gives none has none. An action with no title is left out: there is nothing to offer it by [sim].
    package var swipeAccessibilityActions: [UIAccessibilityCustomAction] {
        let configurations: [UISwipeActionsConfiguration?]
        if let cell = self as? UITableViewCell, let table = cell.superview as? UITableView,
           let path = table.indexPath(for: cell) {
            configurations = table.swipeActionsConfigurations(forRowAt: path)
        } else if let cell = self as? UICollectionViewListCell, let collection = cell.superview as? UICollectionView,
                  let list = (collection.collectionViewLayout as? UICollectionViewCompositionalLayout)?.listConfiguration,
                  list.trailingSwipeActionsConfigurationProvider != nil || list.leadingSwipeActionsConfigurationProvider != nil,
                  let path = collection.indexPath(for: cell) {
            configurations = [list.trailingSwipeActionsConfigurationProvider?(path),
                              list.leadingSwipeActionsConfigurationProvider?(path)]
        } else {
            return []
        }
        var offered: [UIAccessibilityCustomAction] = []
        for action in configurations.compactMap({ $0 }).flatMap(\.actions) {
            guard let title = action.title, !title.isEmpty else { continue }
            offered.append(UIAccessibilityCustomAction(name: title) { [weak self] _ in
                guard let self else { return false }
                // The row is not swiped open, so there is nothing for the completion to close;
                // the action counts as performed once its handler has run [sim].
                action.handler(action, self) { _ in }
                return true
            })
        }
        return offered
    }
}
