import Foundation

/// A collection view's drops, by index path. Only `performDropWith` is required; the defaults
/// behave as UIKit does when a method is not implemented.
@preconcurrency @MainActor
public protocol UICollectionViewDropDelegate: AnyObject {
    /// The drop: place the items with the coordinator before returning.
    func collectionView(_ collectionView: UICollectionView, performDropWith coordinator: UICollectionViewDropCoordinator)
    /// Whether the collection view wants the session; `false` means no more calls for it.
    func collectionView(_ collectionView: UICollectionView, canHandle session: UIDropSession) -> Bool
    func collectionView(_ collectionView: UICollectionView, dropSessionDidEnter session: UIDropSession)
    /// What a drop at `destinationIndexPath` would do. The index path is `nil` over empty space
    /// and equals the item count at the end of a section. Without this method a drop copies
    /// with no particular place (as WWDC 2017 session 223's demo shows).
    func collectionView(_ collectionView: UICollectionView, dropSessionDidUpdate session: UIDropSession,
                        withDestinationIndexPath destinationIndexPath: IndexPath?) -> UICollectionViewDropProposal
    func collectionView(_ collectionView: UICollectionView, dropSessionDidExit session: UIDropSession)
    func collectionView(_ collectionView: UICollectionView, dropSessionDidEnd session: UIDropSession)
    func collectionView(_ collectionView: UICollectionView,
                        dropPreviewParametersForItemAt indexPath: IndexPath) -> UIDragPreviewParameters?
}

extension UICollectionViewDropDelegate {
    public func collectionView(_ collectionView: UICollectionView, canHandle session: UIDropSession) -> Bool {
        OptionalMethods.defaultRan(#function, by: collectionView)
        return true
    }
    public func collectionView(_ collectionView: UICollectionView, dropSessionDidEnter session: UIDropSession) {
        OptionalMethods.defaultRan(#function, by: collectionView)
    }
    public func collectionView(_ collectionView: UICollectionView, dropSessionDidUpdate session: UIDropSession,
                               withDestinationIndexPath destinationIndexPath: IndexPath?) -> UICollectionViewDropProposal {
        OptionalMethods.defaultRan(#function, by: collectionView)
        return UICollectionViewDropProposal(operation: .copy, intent: .unspecified)
    }
    public func collectionView(_ collectionView: UICollectionView, dropSessionDidExit session: UIDropSession) {
        OptionalMethods.defaultRan(#function, by: collectionView)
    }
    public func collectionView(_ collectionView: UICollectionView, dropSessionDidEnd session: UIDropSession) {
        OptionalMethods.defaultRan(#function, by: collectionView)
    }
    public func collectionView(_ collectionView: UICollectionView,
                               dropPreviewParametersForItemAt indexPath: IndexPath) -> UIDragPreviewParameters? {
        OptionalMethods.defaultRan(#function, by: collectionView)
        return nil
    }
}
