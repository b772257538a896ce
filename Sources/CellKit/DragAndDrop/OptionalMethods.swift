/// CellKit's own: which optional delegate methods an app implements, so CellKit calls, logs and
/// offers only what the app wrote, as UIKit does (it asks `responds(to:)` before calling an
/// optional method).
///
/// Swift on Linux has no `responds(to:)`, and a protocol extension's default is called like any
/// implementation. So each default of an optional drag and drop delegate method first says that
/// it is the default (`defaultRan(#function)`), and CellKit makes each call through
/// `call(_:of:_:)`, which tells whether that default ran. The public UIKit signatures do not
/// change: an app implements a method exactly as for UIKit, and its implementation says nothing.
/// A delegate of CellKit's own whose methods stand for what a description declares (a scene's)
/// says `defaultRan(#function)` itself where the description leaves a method out.
///
/// Used by every drag and drop delegate protocol: `UIDragInteractionDelegate`,
/// `UIDropInteractionDelegate`, and the table and collection views' drag and drop delegates.
@MainActor
package enum OptionalMethods {
    /// One call in progress: the method asked for, and whether its default ran.
    private struct Frame {
        let method: String
        var defaulted = false
    }

    /// The calls in progress, innermost last: an app's method may start another drag callback.
    private static var frames: [Frame] = []

    /// What calls and probes learned, by delegate and method. Kept by instance, not by type: a
    /// scene's delegates are one type whose methods follow each scene's description.
    private static var known: [Key: Answer] = [:]
    /// The count of `known` at which answers for delegates that have gone are let go.
    private static var pruneAt = 64

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

    /// Said by a default implementation, with its `#function`: the app did not write `method`.
    /// Only the innermost call asking for that method hears it, so an app's method that calls
    /// another delegate's default directly does not count as missing.
    package static func defaultRan(_ method: String) {
        guard let last = frames.indices.last, frames[last].method == method else { return }
        frames[last].defaulted = true
    }

    /// Calls `delegate`'s optional method through `body`, which makes exactly that call.
    /// `method` is its name as `#function` writes it in the protocol extension
    /// (`tableView(_:itemsForAddingTo:at:point:)`). Returns what the call gave, which for a
    /// missing method is the default's (UIKit's behaviour without it), and whether the delegate
    /// implements the method, which is remembered (`knows(_:by:)`).
    package static func call<Value>(_ method: String, of delegate: AnyObject,
                                    _ body: () -> Value) -> (value: Value, implemented: Bool) {
        frames.append(Frame(method: method))
        let value = body()
        let implemented = !(frames.popLast()?.defaulted ?? false)
        remember(implemented, method, of: delegate)
        return (value, implemented)
    }

    /// Whether `delegate` implements `method`, before anything calls it (to decide whether an
    /// action that only that method can make work is offered). Known from an earlier call or
    /// probe of the delegate; otherwise learned by calling it once through `probe`, whose result
    /// is thrown away [sim]: a missing method runs only its default, and an app's own runs once
    /// more than UIKit would run it, with the arguments the action would give it.
    package static func implements(_ method: String, by delegate: AnyObject, probe: () -> Void) -> Bool {
        if let answer = knows(method, by: delegate) { return answer }
        return call(method, of: delegate, probe).implemented
    }

    /// What calls so far have shown: whether `delegate` implements `method`, or `nil` when it
    /// has not been called yet. Checks of the callback log ask it: a method the app does not
    /// implement is never logged.
    package static func knows(_ method: String, by delegate: AnyObject) -> Bool? {
        guard let answer = known[Key(delegate: ObjectIdentifier(delegate), method: method)],
              answer.delegate === delegate else { return nil }
        return answer.implemented
    }

    private static func remember(_ implemented: Bool, _ method: String, of delegate: AnyObject) {
        let key = Key(delegate: ObjectIdentifier(delegate), method: method)
        if let answer = known[key], answer.delegate === delegate, answer.implemented == implemented { return }
        known[key] = Answer(delegate: delegate, implemented: implemented)
        guard known.count >= pruneAt else { return }
        // Amortised: answers are let go only once their count has doubled since the last time.
        known = known.filter { $0.value.delegate != nil }
        pruneAt = max(64, known.count * 2)
    }
}
