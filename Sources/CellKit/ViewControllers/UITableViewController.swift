import Foundation

/// A view controller whose view is a table view, and which is that table's data source and
/// delegate.
///
/// As in UIKit:
/// - `loadView()` makes a `UITableView` of the style the controller was made with, and sets its
///   `dataSource` and `delegate` to the controller. `tableView` is the controller's view.
/// - The first time the table appears it loads its data; each time it appears, the selection is
///   cleared when `clearsSelectionOnViewWillAppear` is true (the default).
/// - `setEditing(_:animated:)` passes editing on to the table view, and `editButtonItem` toggles
///   it.
/// - Every method of `UITableViewDataSource` and `UITableViewDelegate` is a method of the class,
///   so a subclass writes `override func tableView(_:numberOfRowsInSection:)` as it does in
///   UIKit (where Swift sees the protocols' methods as the class's own). The defaults answer as
///   UIKit does for a method that is not implemented.
///
/// CellKit's own: `refreshControl` is not provided (CellKit has no `UIRefreshControl`). The
/// default `tableView(_:cellForRowAt:)` returns an empty `.default` cell, where UIKit's
/// controller leaves the method to the subclass.
@preconcurrency @MainActor
open class UITableViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    private let tableStyle: UITableView.Style
    /// Whether the table has loaded its data for a first appearance.
    private var hasAppearedOnce = false

    /// Makes a controller whose table view has `style`.
    public init(style: UITableView.Style) {
        tableStyle = style
        super.init(nibName: nil, bundle: nil)
    }

    /// Makes a controller with a plain table view. CellKit loads no nibs: the name and bundle
    /// are kept and unused.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        tableStyle = .plain
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// Makes a controller from an archive. CellKit decodes nothing: the table view is plain.
    public required init?(coder: NSCoder) {
        tableStyle = .plain
        super.init(coder: coder)
    }

    /// The table view the controller manages: its view, loaded on first access.
    open var tableView: UITableView! {
        get { view as? UITableView }
        set { view = newValue }
    }

    /// Whether the table's selected rows are deselected each time the table is about to
    /// appear; true by default.
    open var clearsSelectionOnViewWillAppear = true

    /// Makes the table view (the size its container will give it), with the controller as its
    /// data source and delegate.
    open override func loadView() {
        let table = UITableView(frame: proposedViewFrame ?? .zero, style: tableStyle)
        table.dataSource = self
        table.delegate = self
        view = table
    }

    /// Loads the table's data before its first appearance, and clears the selection if
    /// `clearsSelectionOnViewWillAppear`. A subclass that overrides it calls `super`.
    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        guard let tableView else { return }
        if !hasAppearedOnce {
            hasAppearedOnce = true
            tableView.reloadData()
        }
        if clearsSelectionOnViewWillAppear {
            for indexPath in tableView.indexPathsForSelectedRows ?? [] {
                tableView.deselectRow(at: indexPath, animated: animated)
            }
        }
    }

    /// Turns editing on or off for the controller and its table view.
    open override func setEditing(_ editing: Bool, animated: Bool) {
        super.setEditing(editing, animated: animated)
        tableView?.setEditing(editing, animated: animated)
    }

    // MARK: UITableViewDataSource

    /// No rows, until a subclass says how many.
    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }

    /// An empty cell; a subclass makes the row's cell.
    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        UITableViewCell(style: .default, reuseIdentifier: nil)
    }

    open func numberOfSections(in tableView: UITableView) -> Int { 1 }
    open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
    open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }
    open func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
    open func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { true }
    open func sectionIndexTitles(for tableView: UITableView) -> [String]? { nil }
    open func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int {
        index
    }
    /// Not overridden, it deletes nothing: the rows get no default swipe-to-delete, as in UIKit
    /// when the data source does not implement it.
    open func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
                        forRowAt indexPath: IndexPath) {
        OptionalMethods.defaultRan(#function, by: tableView)
    }

    /// Not overridden, it moves no rows: the table shows no reorder control and leaves drops of
    /// its rows to the drop delegate, as UIKit does when `moveRowAt` is not implemented.
    open func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath,
                        to destinationIndexPath: IndexPath) {
        OptionalMethods.defaultRan(#function, by: tableView)
    }

    // MARK: UITableViewDelegate

    /// Not overridden, every row is the table's `rowHeight` high.
    open func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        tableView.delegateLeavesRowHeights = true
        return UITableView.automaticDimension
    }
    open func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
        UITableView.automaticDimension
    }
    open func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat {
        UITableView.automaticDimension
    }
    open func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? { nil }
    open func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? { nil }
    open func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {}
    open func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool { true }
    open func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
    open func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
    open func tableView(_ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath,
                        point: CGPoint) -> UIContextMenuConfiguration? { nil }
    open func tableView(_ tableView: UITableView,
                        previewForHighlightingContextMenuWithConfiguration configuration: UIContextMenuConfiguration) -> UITargetedPreview? {
        nil
    }
    open func tableView(_ tableView: UITableView,
                        previewForDismissingContextMenuWithConfiguration configuration: UIContextMenuConfiguration) -> UITargetedPreview? {
        nil
    }
    open func tableView(_ tableView: UITableView, willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
                        animator: any UIContextMenuInteractionCommitAnimating) {}
    open func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
    open func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {}
    open func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {}
    open func tableView(_ tableView: UITableView,
                        editingStyleForRowAt indexPath: IndexPath) -> UITableViewCell.EditingStyle {
        .delete
    }
    open func tableView(_ tableView: UITableView,
                        titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath) -> String? {
        nil
    }
    open func tableView(_ tableView: UITableView, shouldIndentWhileEditingRowAt indexPath: IndexPath) -> Bool { true }
    open func tableView(_ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
                        toProposedIndexPath proposedDestinationIndexPath: IndexPath) -> IndexPath {
        proposedDestinationIndexPath
    }
    open func tableView(_ tableView: UITableView,
                        leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        nil
    }
    open func tableView(_ tableView: UITableView,
                        trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        nil
    }
}
