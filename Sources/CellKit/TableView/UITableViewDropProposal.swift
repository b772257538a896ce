import Foundation

/// A table view's answer to where a drag is: the operation, and where the items would go.
@preconcurrency @MainActor
open class UITableViewDropProposal: UIDropProposal {
    /// Where a drop puts the items relative to the destination index path.
    public enum Intent: Int, Sendable, CustomStringConvertible {
        /// No particular place: the table opens no gap.
        case unspecified
        /// Between rows: a gap opens at the destination index path.
        case insertAtDestinationIndexPath
        /// Into the row at the destination index path, which is highlighted.
        case insertIntoDestinationIndexPath
        /// The table chooses by where the touch is in the row: into it in its middle, before or
        /// after it near its edges (`DropPlacement`).
        case automatic

        public var description: String {
            switch self {
            case .unspecified: "unspecified"
            case .insertAtDestinationIndexPath: "insertAtDestinationIndexPath"
            case .insertIntoDestinationIndexPath: "insertIntoDestinationIndexPath"
            case .automatic: "automatic"
            }
        }
    }

    public let intent: Intent

    public init(operation: UIDropOperation, intent: Intent) {
        self.intent = intent
        super.init(operation: operation)
    }

    public override convenience init(operation: UIDropOperation) {
        self.init(operation: operation, intent: .unspecified)
    }
}
