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

    private var known: [Key: Answer] = [:]
    /// The count of `known` at which answers for delegates that have gone are let go.
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
        guard let answer = known[Key(delegate: ObjectIdentifier(delegate), method: method)],
              answer.delegate === delegate else { return nil }
        return answer.implemented
    }

    private func remember(_ implemented: Bool, _ method: String, of delegate: AnyObject) {
        let key = Key(delegate: ObjectIdentifier(delegate), method: method)
        if let answer = known[key], answer.delegate === delegate, answer.implemented == implemented { return }
        known[key] = Answer(delegate: delegate, implemented: implemented)
        guard known.count >= pruneAt else { return }
        // Amortised: answers are let go only once their count has doubled since the last time.
        known = known.filter { $0.value.delegate != nil }
        pruneAt = max(16, known.count * 2)
    }
}
