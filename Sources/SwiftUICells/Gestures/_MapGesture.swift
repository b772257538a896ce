/// A gesture whose values are another's, transformed, as SwiftUI's `_MapGesture` (what `map`
/// makes).
public struct _MapGesture<Content: Gesture, Value>: Gesture, PrimitiveGesture {
    public typealias Body = Never

    let content: Content
    let transform: (Content.Value) -> Value

    func steps(for touch: GestureTouch) -> [GestureStep<Value>] {
        (content.gestureSteps(for: touch) ?? []).map { $0.map(transform) }
    }
}

extension Gesture {
    /// The gesture with its values transformed by `body`.
    public func map<T>(_ body: @escaping (Value) -> T) -> _MapGesture<Self, T> {
        _MapGesture(content: self, transform: body)
    }
}
