import Foundation

/// Places a collection view's items. Subclasses compute frames; `UICollectionViewFlowLayout`
/// is the one CellKit ships.
@preconcurrency @MainActor
open class UICollectionViewLayout: NSObject {
    /// The collection view using this layout (not kept alive by it).
    open internal(set) var collectionView: UICollectionView? {
        // A `ViewReference`, not `weak`: a weak reference gives the collection view a side
        // table, and every retain and release of it (each swipe, hit test and descriptor passes
        // through it) would go through the table. Only a collection view is ever stored.
        get { collectionViewReference.view.map { unsafeDowncast($0, to: UICollectionView.self) } }
        set { collectionViewReference = ViewReference(newValue) }
    }
    private var collectionViewReference = ViewReference(nil)

    public override init() {
        super.init()
    }

    /// Recomputes whatever the layout caches; called before each layout pass.
    open func prepare() {}

    /// CellKit's own: whether items run down the view one per row (a list), so a drop goes
    /// before or after an item along the vertical, not along a line of items.
    var itemsRunDown: Bool { false }

    /// CellKit's own: whether the content scrolls sideways (a horizontal flow layout or
    /// configuration), so the line of items made beyond each edge is a column
    /// (`UIScrollView.cellBand`).
    var scrollsHorizontally: Bool { false }

    /// CellKit's own: a number that changes whenever the frames the layout gives items and
    /// supplementary views may have changed (data, measured sizes, the screen's metrics), for a
    /// layout whose items and views follow one another along the way it scrolls in index path
    /// order, each beginning at or past the end of the one before, whatever the collection
    /// view's offset. With it, a collection view that only scrolled asks the layout only for
    /// the strips that came into its band, and leaves the cells that stay alone
    /// (`CellReuse.planScroll`). `nil`, the default, for a layout that keeps no such promise
    /// (a grid, a custom subclass): every layout asks about the whole band.
    var arrangementRevision: Int? { nil }

    /// The size of all the content.
    open var collectionViewContentSize: CGSize { .zero }

    /// The attributes of every item whose frame meets `rect`.
    open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? { nil }

    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    /// Where the supplementary view of a kind at an index path goes; `nil` for none.
    open func layoutAttributesForSupplementaryView(ofKind elementKind: String,
                                                   at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    /// Registers the class of the decoration views of a kind (a section's background). Kept:
    /// CellKit makes no decoration views (see `NSCollectionLayoutDecorationItem`).
    open func register(_ viewClass: AnyClass?, forDecorationViewOfKind elementKind: String) {
        decorationKinds.insert(elementKind)
    }

    /// The kinds of decoration view registered.
    private(set) var decorationKinds: Set<String> = []

    /// Where the decoration view of a kind at an index path goes; `nil` for none (CellKit makes
    /// none).
    open func layoutAttributesForDecorationView(ofKind elementKind: String,
                                                at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    /// Marks the layout stale, so the collection view lays out again.
    open func invalidateLayout() {
        collectionView?.setNeedsLayout()
    }

    /// Whether a view's preferred attributes (its cell's self-sized height) change the layout:
    /// then the layout takes them and lays out again. The default keeps the layout's sizes; a
    /// compositional list takes each row's height, its rows being estimated.
    open func shouldInvalidateLayout(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
                                     withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes) -> Bool {
        false
    }

    /// CellKit's own, where UIKit builds an invalidation context from the preferred attributes:
    /// the layout keeps them for the next `prepare()`.
    func takePreferredAttributes(_ attributes: UICollectionViewLayoutAttributes) {}

    /// CellKit's own: the collection view's data changed (counts, items moved or reloaded), so
    /// what the layout kept of its items (preferred sizes) is stale. The collection view's one
    /// data-change funnel calls it.
    func dataDidChange() {}

    /// The index path a drop at `point` would go to: the item under it, the item count of the
    /// section when the point is past its last item, `nil` elsewhere. [sim] UIKit does not say
    /// how it chooses; this is the flow layout's reading order.
    open func destinationIndexPath(at point: CGPoint) -> IndexPath? {
        indexPathForItem(at: point)
    }

    /// The item whose frame contains a point in the collection view's content.
    final func indexPathForItem(at point: CGPoint) -> IndexPath? {
        layoutAttributesForElements(in: CGRect(origin: point, size: CGSize(width: 1, height: 1)))?
            .first { $0.frame.contains(point) }?.indexPath
    }
}
