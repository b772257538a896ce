/// CellKit's own: what a view keeps beside UIKit's state, so that a gesture on a long or deep
/// tree reads kept answers instead of walking it again. One value per view (`UIView.bookkeeping`);
/// what drops each part is `ViewChange`'s table, and the code that keeps and reads it is in
/// `UIView+Bookkeeping`. Not isolated, so a view's `deinit` can read it.
struct ViewBookkeeping {
    /// The view's superview. Unowned, so a superview has no side table (`ViewReference`); safe
    /// because a view empties its subviews' reference when it goes (`UIView.deinit`), as UIKit
    /// does.
    unowned(unsafe) var parentView: UIView?
    /// What this view's references point at (`ViewReference`), made when the first is.
    var madeAnchor: ViewAnchor?
    /// The generation (`ViewTreeClock`) of the last change to this view or anything inside it
    /// that a screen reader reads. A screen reader keeps what it walked of a subtree whose
    /// generation has not moved since.
    var subtreeGeneration: UInt64 = 0
    /// What the last walk up from this view found, until it or a view above it changed.
    var keptUpwardWalk: UpwardWalk?
    /// The subviews that keep a walk made from this view's, so that a change here reaches exactly
    /// the views whose walks it alters. A view keeps a walk only while its superview does.
    var walkingSubviews: [ObjectIdentifier: UIView] = [:]
    /// The hit tests that went through this view (`KeptHit`).
    var keptHits: [KeptHit] = []
    /// The superview's `subviewsVersion` this view's place was found at; forgotten when the view
    /// moves to another superview, whose version may be the same number.
    var placeStamp: (version: Int, place: Int)?
    /// Whether `updateConstraints()` is due before the next layout: made true with the view's
    /// Auto Layout state (`UIView.madeLayoutState`), as UIKit runs it once for each view that
    /// uses Auto Layout. Here, not in `ViewLayoutState`: a build's update pass reads it of every
    /// view of the tree, and the state is an object of its own, which at 10,000 views the cache
    /// no longer holds. (After `placeStamp`, in its padding: no byte more a view.)
    var needsUpdateConstraints = false
    /// Moves whenever a subview is added, removed or reordered, so a walk that kept what each
    /// subview held knows whether the subviews are still the ones it saw.
    var subviewsVersion = 0
    /// Which subviews changed at which generation, for views with many subviews.
    var changedSubviews = ChangedSubviews()
    /// Where the subviews are, for views with many; dropped when any of them moves.
    var subviewIndex: SubviewIndex?
    /// The view controller whose view this is (UIKit keeps the same link): laying the view out
    /// calls its layout callbacks, and moving the view into or out of a shown parent's tree runs
    /// its appearance callbacks (`UIViewController+ViewHooks`).
    weak var viewController: UIViewController?
    /// What the view keeps for Auto Layout, made when it first takes part (`ViewLayoutState`).
    var layoutState: ViewLayoutState?
    /// UIKit settings kept without effect, made when one is first set (`KeptViewSettings`).
    var keptSettings: KeptViewSettings?
}
