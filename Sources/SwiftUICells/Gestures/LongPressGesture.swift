/// A press held still, as SwiftUI's `LongPressGesture`: its value becomes `true` when the
/// finger comes down and it ends, with `true`, once held for `minimumDuration`. VoiceOver's
/// double tap and hold passes a long press through to the focused element, which performs it:
/// the press is held long enough for any duration [sim], as CellKit's long press is.
public struct LongPressGesture: Gesture, PrimitiveGesture {
    public typealias Value = Bool
    public typealias Body = Never

    /// How long the press must be held, in seconds.
    public var minimumDuration: Double
    /// How far the finger may move, in points, before the gesture fails.
    public var maximumDistance: CGFloat

    public init(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10) {
        self.minimumDuration = minimumDuration
        self.maximumDistance = maximumDistance
    }

    func steps(for touch: GestureTouch) -> [GestureStep<Bool>] {
        touch == .longPress ? [GestureStep(value: true, isEnd: false), GestureStep(value: true, isEnd: true)] : []
    }
}
