/// A gesture, as SwiftUI's `Gesture`: a tap, a long press, a drag, or one made of others (its
/// `body`), with actions added by `onEnded`, `onChanged` and `updating`.
///
/// Under VoiceOver a gesture is reached only as VoiceOver reaches touches [sim]: its double tap
/// taps the focused element, so a tap gesture ends; its double tap and hold passes a long
/// press through, so a long press gesture changes to `true` and ends; a drag gesture is never
/// performed, as a VoiceOver user cannot drag a finger across the screen (docs/simulation.md).
@MainActor @preconcurrency
public protocol Gesture<Value> {
    /// What the gesture reports as it changes and when it ends.
    associatedtype Value
    /// The gesture this one is made of.
    associatedtype Body: Gesture

    /// The gesture this one is made of.
    var body: Self.Body { get }
}

extension Never: Gesture {
    public typealias Value = Never
}

extension Gesture where Body == Never {
    public var body: Never {
        fatalError("\(Self.self) is a primitive gesture and has no body")
    }
}

/// The touch VoiceOver makes on the focused element: a tap (its double tap) or a long press
/// (its double tap and hold).
enum GestureTouch {
    case tap
    case longPress
}

/// One value a gesture reports for a touch: as it changes, or as it ends.
struct GestureStep<Value> {
    var value: Value
    var isEnd: Bool
    /// The actions added to the gesture for this step, in the order they were added.
    var actions: [@MainActor () -> Void] = []

    func map<Other>(_ transform: (Value) -> Other, isEnd: Bool? = nil) -> GestureStep<Other> {
        GestureStep<Other>(value: transform(value), isEnd: isEnd ?? self.isEnd, actions: actions)
    }
}

/// A gesture the subset performs itself: the steps it goes through for a touch.
@MainActor
protocol PrimitiveGesture: Gesture {
    func steps(for touch: GestureTouch) -> [GestureStep<Value>]
}

extension Gesture {
    /// The steps this gesture goes through for `touch`, with `action` run at each step that
    /// ends it (`atEnd`) or at each that does not: what `onEnded` and `onChanged` add.
    func gestureSteps(for touch: GestureTouch, running action: @escaping (Value) -> Void,
                      atEnd: Bool) -> [GestureStep<Value>] {
        (gestureSteps(for: touch) ?? []).map { step in
            var step = step
            let value = step.value
            if step.isEnd == atEnd { step.actions.append { action(value) } }
            return step
        }
    }

    /// The steps this gesture goes through for `touch`: its own if it is primitive, else its body's.
    func gestureSteps(for touch: GestureTouch) -> [GestureStep<Value>]? {
        if let primitive = self as? any PrimitiveGesture {
            return Self.steps(of: primitive, for: touch)
        }
        guard Body.self != Never.self else { return nil }
        // A gesture made of another reports its body's values as its own.
        return Self.cast(body.gestureSteps(for: touch))
    }

    private static func steps<P: PrimitiveGesture>(of primitive: P, for touch: GestureTouch) -> [GestureStep<Value>]? {
        cast(primitive.steps(for: touch))
    }

    private static func cast<Other>(_ steps: [GestureStep<Other>]?) -> [GestureStep<Value>]? {
        steps?.compactMap { step in
            (step.value as? Value).map { GestureStep(value: $0, isEnd: step.isEnd, actions: step.actions) }
        }
    }

    /// What VoiceOver's `touch` runs: every action of every step, in order; `nil` when the
    /// gesture does not take that touch.
    func performance(for touch: GestureTouch) -> (@MainActor () -> Void)? {
        guard let steps = gestureSteps(for: touch), !steps.isEmpty else { return nil }
        let actions = steps.flatMap(\.actions)
        return {
            for action in actions { action() }
        }
    }
}
