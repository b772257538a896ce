/// A gesture that runs an action when it ends, as SwiftUI's `_EndedGesture` (what `onEnded`
/// makes).
public struct _EndedGesture<Content: Gesture>: Gesture, PrimitiveGesture {
    public typealias Value = Content.Value
    public typealias Body = Never

    let content: Content
    let action: (Value) -> Void

    func steps(for touch: GestureTouch) -> [GestureStep<Value>] {
        content.gestureSteps(for: touch, running: action, atEnd: true)
    }
}

extension Gesture {
    /// Runs `action` with the gesture's last value when it ends.
    public func onEnded(_ action: @escaping (Value) -> Void) -> _EndedGesture<Self> {
        _EndedGesture(content: self, action: action)
    }
}
