import Foundation

/// A view controller whose view is a collection view, and which is that collection view's data
/// source and delegate.
///
/// As in UIKit:
/// - `loadView()` makes a `UICollectionView` with the layout the controller was made with, and
///   sets its `dataSource` and `delegate` to the controller. `collectionView` is the
///   controller's view.
/// - The first time the collection view appears it loads its data; each time it appears, the
///   selection is cleared when `clearsSelectionOnViewWillAppear` is true (the default).
/// - Every method of `UICollectionViewDataSource` and `UICollectionViewDelegate` is a method of
///   the class, so a subclass writes `override func collectionView(_:numberOfItemsInSection:)`
///   as it does in UIKit. The defaults answer as UIKit does for a method that is not
///   implemented.
///
/// CellKit's own: `installsStandardGestureForInteractiveMovement` is kept and installs nothing
/// (CellKit's collection views reorder through their drag and drop delegates). Made with
/// `init(nibName:bundle:)` or `init?(coder:)`, the controller lays its items out with a
/// `UICollectionViewFlowLayout`, where UIKit would take the layout from the nib. The default
/// `collectionView(_:cellForItemAt:)` returns an empty cell, where UIKit's controller leaves the
/// method to the subclass.
@preconcurrency @MainActor
open class UICollectionViewController: UIViewController, UICollectionViewDataSource, UICollectionViewDelegate {
    private let initialLayout: UICollectionViewLayout
    /// Whether the collection view has loaded its data for a first appearance.
    private var hasAppearedOnce = false

    /// Makes a controller whose collection view lays its items out with `layout`.
    public init(collectionViewLayout layout: UICollectionViewLayout) {
        initialLayout = layout
        super.init(nibName: nil, bundle: nil)
    }

    /// Makes a controller with a flow layout. CellKit loads no nibs: the name and bundle are
    /// kept and unused.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        initialLayout = UICollectionViewFlowLayout()
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// Makes a controller from an archive. CellKit decodes nothing: the layout is a flow layout.
    public required init?(coder: NSCoder) {
        initialLayout = UICollectionViewFlowLayout()
        super.init(coder: coder)
    }

    /// The collection view the controller manages: its view, loaded on first access.
    open var collectionView: UICollectionView! {
        get { view as? UICollectionView }
        set { view = newValue }
    }

    /// The layout of the collection view: the one it has once loaded, else the one the
    /// controller was made with.
    open var collectionViewLayout: UICollectionViewLayout {
        (viewIfLoaded as? UICollectionView)?.collectionViewLayout ?? initialLayout
    }

    /// Whether the selected items are deselected each time the collection view is about to
    /// appear; true by default.
    open var clearsSelectionOnViewWillAppear = true

    /// Whether the controller installs a long press that moves items (UIKit's interactive
    /// movement); true by default. CellKit keeps the value and installs nothing: its collection
    /// views move items through their drag and drop delegates.
    open var installsStandardGestureForInteractiveMovement = true

    /// Whether a push between two collection view controllers animates the layout in place;
    /// kept, as CellKit's transitions are instant.
    open var useLayoutToLayoutNavigationTransitions = false

    /// Makes the collection view (the size its container will give it), with the controller as
    /// its data source and delegate.
    open override func loadView() {
        let collection = UICollectionView(frame: proposedViewFrame ?? .zero, collectionViewLayout: initialLayout)
        collection.dataSource = self
        collection.delegate = self
        view = collection
    }

    /// Loads the items before the first appearance, and clears the selection if
    /// `clearsSelectionOnViewWillAppear`. A subclass that overrides it calls `super`.
    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        guard let collectionView else { return }
        if !hasAppearedOnce {
            hasAppearedOnce = true
            collectionView.reloadData()
        }
        if clearsSelectionOnViewWillAppear {
            for indexPath in collectionView.indexPathsForSelectedItems ?? [] {
                collectionView.deselectItem(at: indexPath, animated: animated)
            }
        }
    }

    // MARK: UICollectionViewDataSource

    /// No items, until a subclass says how many.
    open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 0 }

    /// An empty cell; a subclass makes the item's cell.
    open func collectionView(_ collectionView: UICollectionView,
                             cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        UICollectionViewCell(frame: .zero)
    }

    open func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }

    /// An empty view; a subclass makes the layout's headers and footers.
    open func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                             at indexPath: IndexPath) -> UICollectionReusableView {
        UICollectionReusableView(frame: .zero)
    }

    // MARK: UICollectionViewDelegate

    open func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
        true
    }
    open func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {}
    open func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {}
    open func collectionView(_ collectionView: UICollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath,
                             point: CGPoint) -> UIContextMenuConfiguration? { nil }
    open func collectionView(_ collectionView: UICollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath],
                             point: CGPoint) -> UIContextMenuConfiguration? { nil }
    open func collectionView(_ collectionView: UICollectionView,
                             previewForHighlightingContextMenuWithConfiguration configuration: UIContextMenuConfiguration) -> UITargetedPreview? {
        nil
    }
    open func collectionView(_ collectionView: UICollectionView,
                             previewForDismissingContextMenuWithConfiguration configuration: UIContextMenuConfiguration) -> UITargetedPreview? {
        nil
    }
    open func collectionView(_ collectionView: UICollectionView, willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
                             animator: any UIContextMenuInteractionCommitAnimating) {}
}
