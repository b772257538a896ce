/// A placeholder row for a dropped item whose data is still loading.
@MainActor
open class UITableViewDropPlaceholder: UITableViewPlaceholder {
    open var previewParametersProvider: ((UITableViewCell) -> UIDragPreviewParameters?)?
}
