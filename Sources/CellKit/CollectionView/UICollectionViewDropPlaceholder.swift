/// A placeholder for a dropped item whose data is still loading.
@MainActor
open class UICollectionViewDropPlaceholder: UICollectionViewPlaceholder {
    open var previewParametersProvider: ((UICollectionViewCell) -> UIDragPreviewParameters?)?
}
