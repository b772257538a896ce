import CellKit
import Session

/// A drag the screen reader holds, as the picture shows it: the items, where they are, what they
/// are over and what dropping would do.
@MainActor
public struct DragInFlight {
    public let itemCount: Int
    /// What releasing now would do: copy (green), move (blue), forbidden or cancel (red).
    public let operation: UIDropOperation
    /// Where the drag is, on the screen.
    public let location: CGPoint?
    /// The frame of the view whose drop interaction the drag is over, on the screen.
    public let targetFrame: CGRect?

    init(_ drag: HeldDrag) {
        itemCount = drag.itemCount
        operation = drag.operation
        location = drag.location
        targetFrame = drag.targetView.map { $0.screenRect(for: $0.bounds) }
    }
}
