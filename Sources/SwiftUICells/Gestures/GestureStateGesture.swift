/// A gesture that runs an `updating(_:body:)` body as its value changes, as SwiftUI's
/// `GestureStateGesture`.
public struct GestureStateGesture<Base: Gesture, State>: Gesture, PrimitiveGesture {
    public typealias Value = Base.Value
    public typealias Body = Never

    /// The gesture being followed.
    public var base: Base
    /// The state the body sets.
    public var state: GestureState<State>
    /// What runs as the gesture's value changes: the value, the state and the transaction.
    public var body: (Value, inout State, inout Transaction) -> Void

    public init(base: Base, state: GestureState<State>, body: @escaping (Value, inout State, inout Transaction) -> Void) {
        self.base = base
        self.state = state
        self.body = body
    }

    func steps(for touch: GestureTouch) -> [GestureStep<Value>] {
        let update = body
        let initial = state.initialValue
        return (base.gestureSteps(for: touch) ?? []).map { step in
            var step = step
            guard !step.isEnd else { return step }
            let value = step.value
            // The state goes back to its first value as the gesture ends: what the body sets
            // is never read, but the body runs, as it does on iOS.
            step.actions.append {
                var current = initial
                var transaction = Transaction()
                update(value, &current, &transaction)
            }
            return step
        }
    }
}

extension Gesture {
    /// Runs `body` with the gesture's value, `state`'s value and a transaction as the value
    /// changes; `state` goes back to its first value when the gesture ends.
    public func updating<State>(_ state: GestureState<State>,
                                body: @escaping (Value, inout State, inout Transaction) -> Void) -> GestureStateGesture<Self, State> {
        GestureStateGesture(base: self, state: state, body: body)
    }
}
