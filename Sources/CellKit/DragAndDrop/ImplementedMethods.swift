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

    /// The first answers' keys, looked through in order, and beside them their answers: most
    /// holders (an interaction on each of a long list's rows) learn of one delegate's few
    /// methods, and a dictionary for each cost its allocation and a hash of the method's name
    /// at every call (an audit of 100,000 rows). Keys apart from answers, so a search copies no
    /// weak reference.
    private var fewKeys: [Key] = []
    private var fewImplemented: [Bool] = []
    private var fewDelegates: [WeakDelegate] = []
    /// A delegate held weakly, alone: reading it copies no answer.
    private struct WeakDelegate {
        weak var object: AnyObject?
    }
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
        let key = Key(delegate: ObjectIdentifier(delegate), method: method)
        if let many {
            guard let answer = many[key], answer.delegate === delegate else { return nil }
            return answer.implemented
        }
        guard let place = fewPlace(of: key), fewDelegates[place].object === delegate else { return nil }
        return fewImplemented[place]
    }

    /// Where `key` is among the first answers. A loop, not `firstIndex(where:)`: a closure made
    /// on the main actor is checked to run there at each call.
    private func fewPlace(of key: Key) -> Int? {
        for place in fewKeys.indices where fewKeys[place] == key { return place }
        return nil
    }

    private func remember(_ implemented: Bool, _ method: String, of delegate: AnyObject) {
        let key = Key(delegate: ObjectIdentifier(delegate), method: method)
        if many == nil {
            if let place = fewPlace(of: key) {
                if fewImplemented[place] != implemented { fewImplemented[place] = implemented }
                if fewDelegates[place].object !== delegate { fewDelegates[place] = WeakDelegate(object: delegate) }
                return
            }
            // Answers for delegates that have gone are let go before the list grows.
            var place = 0
            while place < fewKeys.count {
                if fewDelegates[place].object == nil {
                    fewKeys.remove(at: place)
                    fewImplemented.remove(at: place)
                    fewDelegates.remove(at: place)
                } else {
                    place += 1
                }
            }
            if fewKeys.count < Self.fewLimit {
                if fewKeys.isEmpty {
                    // A drag's lift and end ask about four methods: one allocation each, not three.
                    fewKeys.reserveCapacity(4)
                    fewImplemented.reserveCapacity(4)
                    fewDelegates.reserveCapacity(4)
                }
                fewKeys.append(key)
                fewImplemented.append(implemented)
                fewDelegates.append(WeakDelegate(object: delegate))
                return
            }
            var all: [Key: Answer] = [:]
            for place in fewKeys.indices {
                all[fewKeys[place]] = Answer(delegate: fewDelegates[place].object, implemented: fewImplemented[place])
            }
            many = all
            fewKeys = []
            fewImplemented = []
            fewDelegates = []
        }
        if let answer = many?[key], answer.delegate === delegate, answer.implemented == implemented { return }
        many?[key] = Answer(delegate: delegate, implemented: implemented)
        guard let count = many?.count, count >= pruneAt else { return }
        // Amortised: answers are let go only once their count has doubled since the last time.
        many = many?.filter { $0.value.delegate != nil }
        pruneAt = max(16, (many?.count ?? 0) * 2)
    }
}
