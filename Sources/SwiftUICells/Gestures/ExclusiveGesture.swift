/// One of two gestures, the first preferred, as SwiftUI's `ExclusiveGesture`: VoiceOver's touch
/// goes to the first if it takes it, else to the second.
public struct ExclusiveGesture<First: Gesture, Second: Gesture>: Gesture, PrimitiveGesture {
    public typealias Body = Never

    /// The value of whichever gesture took the touch.
    @frozen public enum Value {
        case first(First.Value)
        case second(Second.Value)
    }

    public var first: First
    public var second: Second

    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }

    func steps(for touch: GestureTouch) -> [GestureStep<Value>] {
        let firstSteps = first.gestureSteps(for: touch) ?? []
        if !firstSteps.isEmpty { return firstSteps.map { $0.map { Value.first($0) } } }
        return (second.gestureSteps(for: touch) ?? []).map { $0.map { Value.second($0) } }
    }
}

extension ExclusiveGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}

extension Gesture {
    /// This gesture or, when it does not take a touch, `other`.
    public func exclusively<Other: Gesture>(before other: Other) -> ExclusiveGesture<Self, Other> {
        ExclusiveGesture(self, other)
    }
}
