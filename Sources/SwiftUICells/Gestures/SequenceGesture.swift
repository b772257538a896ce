/// One gesture, then another once it has ended, as SwiftUI's `SequenceGesture` (a long press
/// before a drag). Under VoiceOver the second begins only if the same touch performs it: a drag
/// after a long press never begins [sim].
public struct SequenceGesture<First: Gesture, Second: Gesture>: Gesture, PrimitiveGesture {
    public typealias Body = Never

    /// Where the sequence is: in the first gesture, or in the second with the first's last value.
    @frozen public enum Value {
        case first(First.Value)
        case second(First.Value, Second.Value?)
    }

    public var first: First
    public var second: Second

    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }

    func steps(for touch: GestureTouch) -> [GestureStep<Value>] {
        let firstSteps = first.gestureSteps(for: touch) ?? []
        var steps = firstSteps.map { step in step.map({ Value.first($0) }, isEnd: false) }
        guard let ended = firstSteps.last(where: \.isEnd)?.value else { return steps }
        steps.append(GestureStep(value: .second(ended, nil), isEnd: false))
        steps += (second.gestureSteps(for: touch) ?? []).map { step in step.map { Value.second(ended, $0) } }
        return steps
    }
}

extension SequenceGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}

extension Gesture {
    /// This gesture, then `other` once this one has ended.
    public func sequenced<Other: Gesture>(before other: Other) -> SequenceGesture<Self, Other> {
        SequenceGesture(self, other)
    }
}
