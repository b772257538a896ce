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

    /// The answers about one delegate, while the holder has heard of only one (an interaction's
    /// own delegate, set once: every row of a long list holds one): its methods' names, looked
    /// through in order, and beside them the answers. Most holders learn a few methods of one
    /// delegate, and a dictionary for each cost its allocation and a hash of the method's name
    /// at every call (an audit of 100,000 rows); the delegate is held weakly once, not once an
    /// answer, as every weak reference made or read is a slow step.
    ///
    /// Its state is read and written at every optional call of a drag (six for a lift and a
    /// cancel), so it skips the run-time exclusivity checks: nothing here hands out an `inout`
    /// to it, and it is only touched on the main actor.
    @exclusivity(unchecked) private weak var fewDelegate: AnyObject?
    /// The delegate the few answers are about, by identity: with `fewDelegate` gone, an object
    /// made later at its address must not inherit them.
    @exclusivity(unchecked) private var fewDelegateIdentity: ObjectIdentifier?
    /// The few answers, in one list (one allocation for a holder that learns a handful).
    @exclusivity(unchecked) private var few: [(method: String, implemented: Bool)] = []
    /// Every answer, once there are more than `fewLimit`, or answers about more than one
    /// delegate (a table's or a collection's data source and delegates).
    @exclusivity(unchecked) private var many: [Key: Answer]?
    private static let fewLimit = 8
    /// The count of `many` at which answers for delegates that have gone are let go.
    private var pruneAt = 16

    /// The optional calls in progress through this holder, innermost last: the method asked
    /// for, and whether its default said it ran (`defaultRan(_:)`). An app's method may start
    /// another callback of the same holder, so it is a stack.
    @exclusivity(unchecked) private var calls: [(method: String, defaulted: Bool)] = []

    package init() {}

    /// Calls `delegate`'s optional method through `body`, which makes exactly that call
    /// (`OptionalMethods`), and remembers whether the delegate implements it. With no delegate
    /// (it has gone), nothing is remembered.
    package func call<Value>(_ method: String, of delegate: AnyObject?,
                             _ body: () -> Value) -> (value: Value, implemented: Bool) {
        calls.append((method, false))
        let value = body()
        let implemented = !(calls.popLast()?.defaulted ?? false)
        if let delegate { remember(implemented, method, of: delegate) }
        return (value, implemented)
    }

    /// Said through the holder by a default implementation, with its `#function`: the app did
    /// not write `method`. Only the innermost call through this holder hears it, and only when
    /// it asked for that method, so an app's method that calls another delegate's default
    /// directly does not count as missing.
    package func defaultRan(_ method: String) {
        guard let last = calls.indices.last, calls[last].method == method else { return }
        calls[last].defaulted = true
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
        if let many {
            guard let answer = many[Key(delegate: ObjectIdentifier(delegate), method: method)],
                  answer.delegate === delegate else { return nil }
            return answer.implemented
        }
        guard isFewDelegate(delegate), let place = fewPlace(of: method) else { return nil }
        return few[place].implemented
    }

    /// Whether the few answers are about `delegate` (and it is the object they were learned of).
    private func isFewDelegate(_ delegate: AnyObject) -> Bool {
        fewDelegateIdentity == ObjectIdentifier(delegate) && fewDelegate === delegate
    }

    /// Where `method` is among the few answers. A loop, not `firstIndex(where:)`: a closure made
    /// on the main actor is checked to run there at each call.
    private func fewPlace(of method: String) -> Int? {
        // Lengths first: the names share their first words ("dragInteraction(_:"), and a
        // comparison of two that differ read them through; most differ in length.
        let length = method.utf8.count
        for place in few.indices where few[place].method.utf8.count == length && few[place].method == method {
            return place
        }
        return nil
    }

    private func remember(_ implemented: Bool, _ method: String, of delegate: AnyObject) {
        if many == nil {
            // Answers about a delegate that has gone are let go: the holder's delegate changed.
            // The weak reference is read once: each read is a slow step.
            var kept = fewDelegateIdentity == nil ? nil : fewDelegate
            if fewDelegateIdentity != nil, kept == nil { forgetFew() }
            if fewDelegateIdentity == nil {
                fewDelegate = delegate
                fewDelegateIdentity = ObjectIdentifier(delegate)
                kept = delegate
                // A drag's lift and end ask about a handful of methods: one allocation.
                few.reserveCapacity(Self.fewLimit)
            }
            if fewDelegateIdentity == ObjectIdentifier(delegate), kept === delegate {
                if let place = fewPlace(of: method) {
                    few[place].implemented = implemented
                    return
                }
                if few.count < Self.fewLimit {
                    few.append((method, implemented))
                    return
                }
            }
            var all: [Key: Answer] = [:]
            if let kept = fewDelegate, let identity = fewDelegateIdentity {
                for answer in few {
                    all[Key(delegate: identity, method: answer.method)] = Answer(delegate: kept, implemented: answer.implemented)
                }
            }
            many = all
            forgetFew()
        }
        let key = Key(delegate: ObjectIdentifier(delegate), method: method)
        if let answer = many?[key], answer.delegate === delegate, answer.implemented == implemented { return }
        many?[key] = Answer(delegate: delegate, implemented: implemented)
        guard let count = many?.count, count >= pruneAt else { return }
        // Amortised: answers are let go only once their count has doubled since the last time.
        many = many?.filter { $0.value.delegate != nil }
        pruneAt = max(16, (many?.count ?? 0) * 2)
    }

    private func forgetFew() {
        fewDelegate = nil
        fewDelegateIdentity = nil
        few = []
    }
}
