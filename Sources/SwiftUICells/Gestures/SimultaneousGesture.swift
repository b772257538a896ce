/// Two gestures recognised together, as SwiftUI's `SimultaneousGesture`: VoiceOver's touch goes
/// to both; the first's steps come first [sim].
public struct SimultaneousGesture<First: Gesture, Second: Gesture>: Gesture, PrimitiveGesture {
    public typealias Body = Never

    /// The values of both gestures; `nil` for one that has none yet.
    public struct Value {
        public var first: First.Value?
        public var second: Second.Value?
    }

    public var first: First
    public var second: Second

    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }

    func steps(for touch: GestureTouch) -> [GestureStep<Value>] {
        let firstSteps = first.gestureSteps(for: touch) ?? []
        let secondSteps = second.gestureSteps(for: touch) ?? []
        let lastFirst = firstSteps.last?.value
        var steps = firstSteps.map { step in step.map({ Value(first: $0, second: nil) }, isEnd: false) }
            + secondSteps.map { step in step.map({ Value(first: lastFirst, second: $0) }, isEnd: false) }
        // Together they end when each that took the touch has ended.
        if !steps.isEmpty, (firstSteps.last?.isEnd ?? true), (secondSteps.last?.isEnd ?? true) {
            steps[steps.count - 1].isEnd = true
        }
        return steps
    }
}

extension SimultaneousGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}

extension Gesture {
    /// This gesture and `other`, recognised together.
    public func simultaneously<Other: Gesture>(with other: Other) -> SimultaneousGesture<Self, Other> {
        SimultaneousGesture(self, other)
    }
}
