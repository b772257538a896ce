import Foundation

/// A collection view's answer to where a drag is: the operation, and where the items would go.
@preconcurrency @MainActor
open class UICollectionViewDropProposal: UIDropProposal {
    /// Where a drop puts the items relative to the destination index path.
    public enum Intent: Int, Sendable, CustomStringConvertible {
        /// No particular place: the collection view opens no gap.
        case unspecified
        /// Between items: a gap opens at the destination index path.
        case insertAtDestinationIndexPath
        /// Into the item at the destination index path (a folder, say), which is highlighted.
        case insertIntoDestinationIndexPath

        public var description: String {
            switch self {
            case .unspecified: "unspecified"
            case .insertAtDestinationIndexPath: "insertAtDestinationIndexPath"
            case .insertIntoDestinationIndexPath: "insertIntoDestinationIndexPath"
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
