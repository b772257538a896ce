/// CellKit's own: what calls and probes have shown about which optional methods the delegates
/// of one holder implement (a drag or drop interaction's, a table or collection view's), by
/// delegate and method. Each holder keeps its own, made on its first optional call, so what one
/// screen learned is never another's.
///
/// Kept by delegate instance, not by type: a scene's delegates are one type whose methods follow
/// each scene's description. See `OptionalMethods` for how a call tells a missing method.
@MainActor
package final class ImplementedMethods {
    private struct Key: Hashable {
        let delegate: ObjectIdentifier
        let method: String
    }

    /// An answer, with the delegate it is about held weakly: an identifier may be reused by a
    /// later object, which must not inherit the answer.
    private struct Answer {
        weak var delegate: AnyObject?
        let implemented: Bool
    }

    /// The first answers, looked through in order: most holders (an interaction on each of a
    /// long list's rows) learn of one delegate's few methods, and a dictionary for each cost
    /// its allocation and a hash of the method's name at every call (an audit of 100,000 rows).
    private var few: [(key: Key, answer: Answer)] = []
    /// Every answer, once there are more than `fewLimit` (a table's or a collection's delegates).
    private var many: [Key: Answer]?
    private static let fewLimit = 8
    /// The count of `many` at which answers for delegates that have gone are let go.
    private var pruneAt = 16

    package init() {}

    /// Calls `delegate`'s optional method through `body`, which makes exactly that call
    /// (`OptionalMethods.call(_:_:)`), and remembers whether the delegate implements it.
    package func call<Value>(_ method: String, of delegate: AnyObject,
                             _ body: () -> Value) -> (value: Value, implemented: Bool) {
        let answer = OptionalMethods.call(method, body)
        remember(answer.implemented, method, of: delegate)
        return answer
    }

    /// Whether `delegate` implements `method`, before anything calls it (to decide whether an
    /// action that only that method can make work is offered). Known from an earlier call or
    /// probe of the delegate; otherwise learned by calling it once through `probe`, whose result
    /// is thrown away [sim]: a missing method runs only its default, and an app's own runs once
    /// more than UIKit would run it, with the arguments the action would give it.
    package func implements(_ method: String, by delegate: AnyObject, probe: () -> Void) -> Bool {
        if let answer = knows(method, by: delegate) { return answer }
        return call(method, of: delegate, probe).implemented
    }

    /// What calls so far have shown: whether `delegate` implements `method`, or `nil` when it
    /// has not been called yet. Checks of the callback log ask it: a method the app does not
    /// implement is never logged.
    package func knows(_ method: String, by delegate: AnyObject) -> Bool? {
        guard let answer = answer(for: Key(delegate: ObjectIdentifier(delegate), method: method)),
              answer.delegate === delegate else { return nil }
        return answer.implemented
    }

    private func answer(for key: Key) -> Answer? {
        if let many { return many[key] }
        // A loop, not `first(where:)`: a closure made on the main actor is checked to run there
        // at each call.
        for entry in few where entry.key == key { return entry.answer }
        return nil
    }

    private func remember(_ implemented: Bool, _ method: String, of delegate: AnyObject) {
        let key = Key(delegate: ObjectIdentifier(delegate), method: method)
        if let answer = answer(for: key), answer.delegate === delegate, answer.implemented == implemented { return }
        let answer = Answer(delegate: delegate, implemented: implemented)
        if many == nil {
            for place in few.indices where few[place].key == key {
                few[place].answer = answer
                return
            }
            // Answers for delegates that have gone are let go before the list grows.
            few.removeAll { $0.answer.delegate == nil }
            if few.count < Self.fewLimit {
                few.append((key, answer))
                return
            }
            many = Dictionary(few.map { ($0.key, $0.answer) }, uniquingKeysWith: { $1 })
            few = []
        }
        many?[key] = answer
        guard let count = many?.count, count >= pruneAt else { return }
        // Amortised: answers are let go only once their count has doubled since the last time.
        many = many?.filter { $0.value.delegate != nil }
        pruneAt = max(16, (many?.count ?? 0) * 2)
    }
}
