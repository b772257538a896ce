import Foundation

/// What both sides of a drag see of it.
///
/// The session protocols are main-actor and `@preconcurrency`, as Swift imports UIKit's: a
/// Swift 5 mode model type that asks `session.canLoadObjects(ofClass:)` (as Apple's samples
/// do) compiles with a warning, not an error.
@preconcurrency @MainActor
public protocol UIDragDropSession: AnyObject {
    /// The dragged items, in the order they were added.
    var items: [UIDragItem] { get }
    /// Where the drag is, in `view`'s coordinates.
    func location(in view: UIView) -> CGPoint
    /// Whether a drop may move the items (the drag delegate's answer; true by default).
    var allowsMoveOperation: Bool { get }
    /// Whether only the app that started the drag may receive it.
    var isRestrictedToDraggingApplication: Bool { get }
    /// Whether any item has a representation conforming to one of the types.
    func hasItemsConforming(toTypeIdentifiers typeIdentifiers: [String]) -> Bool
    /// Whether any item can be loaded as an object of `aClass`.
    func canLoadObjects(ofClass aClass: NSItemProviderReading.Type) -> Bool
}

/// The drag side's view of a session.
@preconcurrency @MainActor
public protocol UIDragSession: UIDragDropSession {
    /// Information only the app that started the drag can see.
    var localContext: Any? { get set }
}

/// How a drop shows the progress of its loads.
public enum UIDropSessionProgressIndicatorStyle: Int, Sendable {
    case none, `default`
}

/// The drop side's view of a session.
@preconcurrency @MainActor
public protocol UIDropSession: UIDragDropSession {
    /// The drag session, when the drag started in this app; `nil` when it came from another.
    var localDragSession: UIDragSession? { get }
    var progressIndicatorStyle: UIDropSessionProgressIndicatorStyle { get set }
    /// The combined progress of the loads this drop started.
    var progress: Progress { get }
    /// Loads an object of `aClass` from every item that can provide one, in item order.
    /// Allowed only inside `performDrop`; the completion runs on the main actor.
    @discardableResult
    func loadObjects(ofClass aClass: NSItemProviderReading.Type,
                     completion: @escaping @MainActor ([NSItemProviderReading]) -> Void) -> Progress
}

extension UIDragDropSession {
    /// Whether any item has a representation conforming to one of the types: both sides of a
    /// session answer `hasItemsConforming` with this, over the items they see.
    func anyItemConforms(toTypeIdentifiers typeIdentifiers: [String]) -> Bool {
        items.contains { item in typeIdentifiers.contains { item.itemProvider.hasItemConformingToTypeIdentifier($0) } }
    }

    /// Whether any item can be loaded as an object of `aClass`, over the items this side sees.
    func anyItemCanLoad(_ aClass: NSItemProviderReading.Type) -> Bool {
        items.contains { $0.itemProvider.canLoadObject(ofClass: aClass) }
    }
}
