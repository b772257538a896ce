/// A placeholder row for a dropped item whose data is still loading.
@preconcurrency @MainActor
open class UITableViewDropPlaceholder: UITableViewPlaceholder {
    open var previewParametersProvider: ((UITableViewCell) -> UIDragPreviewParameters?)?
}
