import Foundation

/// The presentation controller of a view controller shown as a sheet (iOS 15), as UIKit's: the
/// heights it may rest at (`detents`), its grabber and corners. A view controller's
/// `sheetPresentationController` gives it while its style is a sheet.
///
/// [sim] CellKit draws every sheet over the whole window (docs/simulation.md): the detents, the
/// grabber, the corner radius and the undimmed detent are kept for code written for UIKit, and
/// `selectedDetentIdentifier` is what the app last set (a user cannot drag a sheet here).
@preconcurrency @MainActor
open class UISheetPresentationController: UIPresentationController {
    /// The heights the sheet may rest at, smallest first; `[.large()]` by default.
    open var detents: [Detent] = [.large()]
    /// The detent the sheet rests at; `nil` for the smallest.
    open var selectedDetentIdentifier: Detent.Identifier?
    /// The largest detent at which what is behind the sheet is not dimmed; `nil` to always dim.
    open var largestUndimmedDetentIdentifier: Detent.Identifier?
    /// Whether the sheet shows a grabber at its top.
    open var prefersGrabberVisible = false
    /// The sheet's corner radius; `nil` for the system's.
    open var preferredCornerRadius: CGFloat?
    /// Whether scrolling the sheet's content at its edge grows the sheet.
    open var prefersScrollingExpandsWhenScrolledToEdge = true
    /// Whether a compact-height sheet attaches to the screen's bottom edge.
    open var prefersEdgeAttachedInCompactHeight = false
    /// Whether an edge-attached sheet takes its preferred content width.
    open var widthFollowsPreferredContentSizeWhenEdgeAttached = false
    /// Whether the sheet fills the screen in a compact width (iOS 17).
    open var prefersPageSizing = true
    /// The view a popover-like sheet points at (iOS 15).
    open weak var sourceView: UIView?

    /// Runs `changes` to the sheet's properties, which UIKit animates; CellKit applies them at once.
    open func animateChanges(_ changes: () -> Void) {
        changes()
    }

    /// Asks for custom detents' heights again. Kept: CellKit draws sheets over the whole window.
    open func invalidateDetents() {}
}
