import Foundation

/// A collection view's drags, by index path. Only `itemsForBeginning` is required; the
/// defaults behave as UIKit does when a method is not implemented.
@preconcurrency @MainActor
public protocol UICollectionViewDragDelegate: AnyObject {
    /// The items to drag from the pressed item; `[]` means no drag.
    func collectionView(_ collectionView: UICollectionView, itemsForBeginning session: UIDragSession,
                        at indexPath: IndexPath) -> [UIDragItem]
    /// The items a tap on an item adds to a drag in flight; `[]` lets the tap through (it selects).
    func collectionView(_ collectionView: UICollectionView, itemsForAddingTo session: UIDragSession,
                        at indexPath: IndexPath, point: CGPoint) -> [UIDragItem]
    func collectionView(_ collectionView: UICollectionView,
                        dragPreviewParametersForItemAt indexPath: IndexPath) -> UIDragPreviewParameters?
    func collectionView(_ collectionView: UICollectionView, dragSessionWillBegin session: UIDragSession)
    /// Sent once for every session that began.
    func collectionView(_ collectionView: UICollectionView, dragSessionDidEnd session: UIDragSession)
    func collectionView(_ collectionView: UICollectionView, dragSessionAllowsMoveOperation session: UIDragSession) -> Bool
    func collectionView(_ collectionView: UICollectionView,
                        dragSessionIsRestrictedToDraggingApplication session: UIDragSession) -> Bool
}

extension UICollectionViewDragDelegate {
    public func collectionView(_ collectionView: UICollectionView, itemsForAddingTo session: UIDragSession,
                               at indexPath: IndexPath, point: CGPoint) -> [UIDragItem] {
        OptionalMethods.defaultRan(#function, by: collectionView)
        return []
    }
    public func collectionView(_ collectionView: UICollectionView,
                               dragPreviewParametersForItemAt indexPath: IndexPath) -> UIDragPreviewParameters? {
        OptionalMethods.defaultRan(#function, by: collectionView)
        return nil
    }
    public func collectionView(_ collectionView: UICollectionView, dragSessionWillBegin session: UIDragSession) {
        OptionalMethods.defaultRan(#function, by: collectionView)
    }
    public func collectionView(_ collectionView: UICollectionView, dragSessionDidEnd session: UIDragSession) {
        OptionalMethods.defaultRan(#function, by: collectionView)
    }
    public func collectionView(_ collectionView: UICollectionView,
                               dragSessionAllowsMoveOperation session: UIDragSession) -> Bool {
        OptionalMethods.defaultRan(#function, by: collectionView)
        return true
    }
    public func collectionView(_ collectionView: UICollectionView,
                               dragSessionIsRestrictedToDraggingApplication session: UIDragSession) -> Bool {
        OptionalMethods.defaultRan(#function, by: collectionView)
        return false
    }
}
