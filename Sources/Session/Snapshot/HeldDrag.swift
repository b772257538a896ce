import CellKit

/// The drag a finger holds, as a front shows it: how many items, what releasing would do, where
/// it is and what it is over.
@MainActor
public struct HeldDrag {
    /// How many items the drag carries.
    public let itemCount: Int
    /// What releasing now would do (copy, move, forbidden, cancel), after UIKit's rules.
    public let operation: UIDropOperation
    /// Where the drag is, on the screen.
    public let location: CGPoint?
    /// The view whose drop interaction the drag is over, if any.
    public let targetView: UIView?

    /// The drag `finger` holds; `nil` when it holds none.
    init?(finger: Finger) {
        guard let session = finger.session else { return nil }
        itemCount = session.items.count
        operation = finger.operation
        location = finger.location
        targetView = finger.dropTargetView
    }
}
