/// A view's value that a gesture sets while it is performed and that goes back to its first
/// value when the gesture ends, as SwiftUI's `GestureState`: passed to a gesture's
/// `updating(_:body:)`.
///
/// Under VoiceOver a gesture begins and ends in one double tap (and hold), so the view is read,
/// before and after, with the first value [sim]; the `updating` body still runs.
@propertyWrapper
public struct GestureState<Value>: DynamicProperty {
    let initialValue: Value

    public init(wrappedValue: Value) {
        initialValue = wrappedValue
    }

    public init(initialValue: Value) {
        self.initialValue = initialValue
    }

    /// A state whose reset is made in `resetTransaction`.
    public init(wrappedValue: Value, resetTransaction: Transaction) {
        initialValue = wrappedValue
    }

    /// A state whose reset is made in `resetTransaction`.
    public init(initialValue: Value, resetTransaction: Transaction) {
        self.initialValue = initialValue
    }

    /// A state whose reset is made in the transaction `reset` gives.
    public init(wrappedValue: Value, reset: @escaping (Value, inout Transaction) -> Void) {
        initialValue = wrappedValue
    }

    /// A state whose reset is made in the transaction `reset` gives.
    public init(initialValue: Value, reset: @escaping (Value, inout Transaction) -> Void) {
        self.initialValue = initialValue
    }

    /// The value while no gesture is performed on the view.
    public var wrappedValue: Value { initialValue }

    /// The state itself, for a gesture's `updating(_:body:)`.
    public var projectedValue: GestureState<Value> { self }
}

extension GestureState where Value: ExpressibleByNilLiteral {
    /// A state that is `nil` while no gesture is performed, reset in `resetTransaction`.
    public init(resetTransaction: Transaction = Transaction()) {
        initialValue = nil
    }

    /// A state that is `nil` while no gesture is performed, reset in the transaction `reset` gives.
    public init(reset: @escaping (Value, inout Transaction) -> Void) {
        initialValue = nil
    }
}
