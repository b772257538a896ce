import Foundation

/// The Swift overlay's forms for value types bridged to a class that reads item data, as on
/// iOS: `provider.loadObject(ofClass: String.self) { string, error in … }`,
/// `provider.canLoadObject(ofClass: URL.self)`.
extension NSItemProvider {
    /// Whether a `T` (a `String`, a `URL`) can be made from one of the registered types.
    public func canLoadObject<T>(ofClass: T.Type) -> Bool
    where T: _ObjectiveCBridgeable, T._ObjectiveCType: NSItemProviderReading {
        canLoadObject(ofClass: T._ObjectiveCType.self)
    }

    /// Loads a `T` (a `String`, a `URL`) from the best matching representation.
    @discardableResult
    public func loadObject<T>(ofClass: T.Type,
                              completionHandler: @escaping @Sendable (T?, (any Error)?) -> Void) -> Progress
    where T: _ObjectiveCBridgeable, T._ObjectiveCType: NSItemProviderReading {
        let bridging = BridgingCompletion<T>(handler: completionHandler)
        return loadObject(ofClass: T._ObjectiveCType.self, completionHandler: bridging.deliver)
    }
}

/// A completion that takes the bridged value: made outside the `@Sendable` load completion so
/// that closure names no metatype.
private struct BridgingCompletion<T>: @unchecked Sendable
where T: _ObjectiveCBridgeable, T._ObjectiveCType: NSItemProviderReading {
    let handler: @Sendable (T?, (any Error)?) -> Void

    func deliver(_ object: (any NSItemProviderReading)?, _ error: (any Error)?) {
        guard let object = object as? T._ObjectiveCType else { return handler(nil, error) }
        handler(T._unconditionallyBridgeFromObjectiveC(object), nil)
    }
}

extension UIDragDropSession {
    /// Whether any item can be loaded as a `T` (a `String`, a `URL`), as UIKit's overlay asks.
    public func canLoadObjects<T>(ofClass: T.Type) -> Bool
    where T: _ObjectiveCBridgeable, T._ObjectiveCType: NSItemProviderReading {
        canLoadObjects(ofClass: T._ObjectiveCType.self)
    }
}

extension UIDropSession {
    /// Loads a `T` (a `String`, a `URL`) from every item that can provide one, in item order, as
    /// UIKit's overlay does: `session.loadObjects(ofClass: String.self) { strings in … }`.
    /// Allowed only inside `performDrop`; the completion runs on the main actor.
    @discardableResult
    public func loadObjects<T>(ofClass: T.Type, completion: @escaping @MainActor ([T]) -> Void) -> Progress
    where T: _ObjectiveCBridgeable, T._ObjectiveCType: NSItemProviderReading {
        loadObjects(ofClass: T._ObjectiveCType.self) { objects in
            var values: [T] = []
            values.reserveCapacity(objects.count)
            for case let object as T._ObjectiveCType in objects {
                values.append(T._unconditionallyBridgeFromObjectiveC(object))
            }
            completion(values)
        }
    }
}
