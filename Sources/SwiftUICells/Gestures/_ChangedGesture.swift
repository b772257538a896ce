/// A gesture that runs an action as its value changes, as SwiftUI's `_ChangedGesture` (what
/// `onChanged` makes).
public struct _ChangedGesture<Content: Gesture>: Gesture, PrimitiveGesture where Content.Value: Equatable {
    public typealias Value = Content.Value
    public typealias Body = Never

    let content: Content
    let action: (Value) -> Void

    func steps(for touch: GestureTouch) -> [GestureStep<Value>] {
        content.gestureSteps(for: touch, running: action, atEnd: false)
    }
}

extension Gesture where Value: Equatable {
    /// Runs `action` with the gesture's new value each time it changes.
    public func onChanged(_ action: @escaping (Value) -> Void) -> _ChangedGesture<Self> {
        _ChangedGesture(content: self, action: action)
    }
}
