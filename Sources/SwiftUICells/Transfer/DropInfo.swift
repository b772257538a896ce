/// What a `DropDelegate` is told of a drag over its view, as SwiftUI's `DropInfo`.
@MainActor
public struct DropInfo {
    /// Where the drag is, in the view's coordinates.
    public let location: CGPoint
    let providers: [NSItemProvider]
    /// The size of the view dropped on.
    let size: CGSize

    /// Whether any item is of one of `contentTypes`.
    public func hasItemsConforming(to contentTypes: [UTType]) -> Bool {
        !itemProviders(for: contentTypes).isEmpty
    }

    /// The items of one of `contentTypes`.
    public func itemProviders(for contentTypes: [UTType]) -> [NSItemProvider] {
        providers.filter { provider in contentTypes.contains { provider.hasItemConformingToTypeIdentifier($0.identifier) } }
    }
}

/// What a drop would do, as SwiftUI's `DropOperation`.
public enum DropOperation: Sendable, Hashable {
    case cancel, forbidden, copy, move

    var uiOperation: UIDropOperation {
        switch self {
        case .cancel: .cancel
        case .forbidden: .forbidden
        case .copy: .copy
        case .move: .move
        }
    }
}

/// A drop delegate's answer while a drag moves over its view, as SwiftUI's `DropProposal`.
public struct DropProposal: Sendable {
    public let operation: DropOperation

    public init(operation: DropOperation) {
        self.operation = operation
    }
}

/// What a view does with drags over it, as SwiftUI's `DropDelegate`.
@MainActor @preconcurrency
public protocol DropDelegate {
    /// Whether a drop here would be taken (`true` unless implemented).
    func validateDrop(info: DropInfo) -> Bool
    /// Takes the drop; `true` when it was taken.
    func performDrop(info: DropInfo) -> Bool
    func dropEntered(info: DropInfo)
    /// What a drop here would do; `nil` (unless implemented) is a copy.
    func dropUpdated(info: DropInfo) -> DropProposal?
    func dropExited(info: DropInfo)
}

extension DropDelegate {
    public func validateDrop(info: DropInfo) -> Bool { true }
    public func dropEntered(info: DropInfo) {}
    public func dropUpdated(info: DropInfo) -> DropProposal? { nil }
    public func dropExited(info: DropInfo) {}
}
