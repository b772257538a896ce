/// A placeholder for a dropped item whose data is still loading.
@preconcurrency @MainActor
open class UICollectionViewDropPlaceholder: UICollectionViewPlaceholder {
    open var previewParametersProvider: ((UICollectionViewCell) -> UIDragPreviewParameters?)?
}
