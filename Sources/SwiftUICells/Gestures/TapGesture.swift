/// A tap, as SwiftUI's `TapGesture`: it ends when the view is tapped `count` times. VoiceOver's
/// double tap taps the focused element once, which ends a tap gesture of any count [sim], as
/// `onTapGesture(count:)` is treated.
public struct TapGesture: Gesture, PrimitiveGesture {
    public typealias Value = Void
    public typealias Body = Never

    /// The taps the gesture needs.
    public var count: Int

    public init(count: Int = 1) {
        self.count = count
    }

    func steps(for touch: GestureTouch) -> [GestureStep<Void>] {
        touch == .tap ? [GestureStep(value: (), isEnd: true)] : []
    }
}
