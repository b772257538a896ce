/// CellKit's own: a reference to a view that does not keep it alive and reads `nil` once the
/// view is gone, as a `weak` reference does.
///
/// Why not `weak`: Swift gives every object a weak reference points at a side table, and from
/// then on every retain and release of that object goes through the table. On a long table,
/// whose rows are each pointed at weakly (their interactions, descriptors, kept walks, the
/// screen reader's walk), that made every use of a row several times dearer and the walks grow
/// faster than the table. A view reference points at the view's anchor instead, which the view
/// empties when it goes (`UIView.deinit`): the view itself never has a side table.
package struct ViewReference: Sendable {
    private let anchor: ViewAnchor?

    @MainActor
    package init(_ view: UIView?) {
        anchor = view?.anchor
    }

    /// The view, or `nil` once it has gone. On the main actor only: unlike a `weak` load, the
    /// read is not atomic against the view being freed, and views are freed on the main actor
    /// (as UIKit requires of its views too).
    @MainActor
    package var view: UIView? { anchor?.view }
}

/// What a view's references point at: the view, until its `deinit` empties it. Unowned and
/// unsafe, so that pointing at the view gives it no side table; safe because the view empties
/// it before it is freed.
final class ViewAnchor: @unchecked Sendable {
    nonisolated(unsafe) unowned(unsafe) var view: UIView?

    init(_ view: UIView) {
        self.view = view
    }
}
