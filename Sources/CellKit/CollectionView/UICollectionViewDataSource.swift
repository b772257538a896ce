import Foundation

/// Where a collection view gets its items and their cells, and what it is told when an item is
/// moved. Only the item count and the cells are required; the defaults behave as UIKit does
/// when a method is not implemented.
@preconcurrency @MainActor
public protocol UICollectionViewDataSource: AnyObject {
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int
    /// The cell for an item, usually from `dequeueReusableCell(withReuseIdentifier:for:)`.
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    /// The number of sections; one by default.
    func numberOfSections(in collectionView: UICollectionView) -> Int
    /// Whether an item can be moved; true by default (moves happen only when `moveItemAt` is
    /// implemented).
    func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool
    /// Told an item was moved: by a drag of one item within the collection view, dropped with
    /// `.move` at an index path [inf: UIKit reorders through the data source when it implements
    /// this method]. Update the model; the collection view has already moved the item. Without
    /// it, such a drop goes to the drop delegate's `performDropWith`.
    func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath)
    /// The supplementary view of a kind (a section's header or footer) the layout places at an
    /// index path, usually from `dequeueConfiguredReusableSupplementary(using:for:)`. UIKit
    /// raises an exception when the layout asks for one and this is not implemented; CellKit
    /// shows an empty view.
    func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                        at indexPath: IndexPath) -> UICollectionReusableView
}

extension UICollectionViewDataSource {
    public func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }
    public func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool { true }
    public func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath,
                               to destinationIndexPath: IndexPath) {
        // Not the app's: the collection view learns its data source moves no items (`OptionalMethods`).
        OptionalMethods.defaultRan(#function, by: collectionView)
    }
    public func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                               at indexPath: IndexPath) -> UICollectionReusableView {
        UICollectionReusableView(frame: .zero)
    }
}
