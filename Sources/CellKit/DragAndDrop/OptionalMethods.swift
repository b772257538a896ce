/// CellKit's own: which optional delegate methods an app implements, so CellKit calls, logs and
/// offers only what the app wrote, as UIKit does (it asks `responds(to:)` before calling an
/// optional method).
///
/// Swift on Linux has no `responds(to:)`, and a protocol extension's default is called like any
/// implementation. So each default of an optional drag and drop delegate method first says that
/// it is the default (`defaultRan(#function)`), and CellKit makes each call through
/// `call(_:_:)`, which tells whether that default ran. The public UIKit signatures do not change:
/// an app implements a method exactly as for UIKit, and its implementation says nothing.
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

    /// What probes learned, by delegate type and method: a type's methods never change.
    private static var known: [Key: Bool] = [:]

    private struct Key: Hashable {
        let type: ObjectIdentifier
        let method: String
    }

    /// Said by a default implementation, with its `#function`: the app did not write `method`.
    /// Only the innermost call asking for that method hears it, so an app's method that calls
    /// another delegate's default directly does not count as missing.
    package static func defaultRan(_ method: String) {
        guard let last = frames.indices.last, frames[last].method == method else { return }
        frames[last].defaulted = true
    }

    /// Calls one optional method through `body`, which makes exactly that call. `method` is its
    /// name as `#function` writes it in the protocol extension (`tableView(_:itemsForAddingTo:at:point:)`).
    /// Returns what the call gave, which for a missing method is the default's (UIKit's
    /// behaviour without it), and whether the app implements the method.
    package static func call<Value>(_ method: String, _ body: () -> Value) -> (value: Value, implemented: Bool) {
        frames.append(Frame(method: method))
        let value = body()
        let implemented = !(frames.popLast()?.defaulted ?? false)
        return (value, implemented)
    }

    /// Whether `delegate` implements `method`, before anything calls it (to decide whether an
    /// action that only that method can make work is offered). Known from an earlier probe of
    /// the delegate's type; otherwise learned by calling it once through `probe`, whose result
    /// is thrown away [sim]: a missing method runs only its default, and an app's own runs once
    /// more than UIKit would run it, with the arguments the action would give it.
    package static func implements(_ method: String, by delegate: AnyObject, probe: () -> Void) -> Bool {
        let key = Key(type: ObjectIdentifier(type(of: delegate)), method: method)
        if let answer = known[key] { return answer }
        let answer = call(method, probe).implemented
        known[key] = answer
        return answer
    }
}
