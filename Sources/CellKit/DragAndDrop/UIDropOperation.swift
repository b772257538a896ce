/// What a drop does with the dragged data.
public enum UIDropOperation: Int, Sendable, Hashable, CustomStringConvertible {
    /// No transfer: the drag is cancelled and `performDrop` is not called.
    case cancel = 0
    /// As cancel, but the drop would normally be allowed; shown with a forbidden badge.
    case forbidden = 1
    /// The data is copied.
    case copy = 2
    /// The data moves. Only within one app and only when the session allows it; otherwise
    /// treated as cancel (not allowed) or copy (another app).
    case move = 3

    public var description: String {
        switch self {
        case .cancel: "cancel"
        case .forbidden: "forbidden"
        case .copy: "copy"
        case .move: "move"
        }
    }
}
