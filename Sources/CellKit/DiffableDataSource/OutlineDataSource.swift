import Foundation

/// CellKit's own: a collection view's data source that keeps items in outlines (a diffable
/// data source with section snapshots applied), asked by a list cell's outline disclosure for
/// its item's state and to toggle it.
@MainActor
package protocol OutlineDataSource: AnyObject {
    /// Whether the item at an index path is expanded, and whether it has children; `nil` for an
    /// item in no outline (its section was given no section snapshot).
    func outlineState(at indexPath: IndexPath) -> OutlineItemState?
    /// Expands the item at an index path when it is collapsed, collapses it when it is
    /// expanded, as the user's tap on its outline disclosure does.
    func toggleOutlineItem(at indexPath: IndexPath)
}

/// CellKit's own: an outline item's state, for its cell.
package struct OutlineItemState: Equatable, Sendable {
    package let isExpanded: Bool
    package let hasChildren: Bool
}
