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
/// What calls have shown is kept by whoever holds the delegate (`ImplementedMethods`: a drag or
/// drop interaction, a table or collection view), not here: this type holds no state. Used by
/// every drag and drop delegate protocol: `UIDragInteractionDelegate`,
/// `UIDropInteractionDelegate`, and the table and collection views' drag and drop delegates.
@MainActor
package enum OptionalMethods {
    /// One call in progress: the method asked for, and whether its default ran.
    @MainActor
    private final class Frame {
        let method: String
        var defaulted = false

        init(method: String) {
            self.method = method
        }
    }

    /// The innermost call in progress on this task (an app's method may start another drag
    /// callback): a task-local value, held by the call, so nothing outlives it.
    private static let innermost = TaskLocal<Frame?>(wrappedValue: nil)

    /// Said by a default implementation, with its `#function`: the app did not write `method`.
    /// Only the innermost call asking for that method hears it, so an app's method that calls
    /// another delegate's default directly does not count as missing.
    package static func defaultRan(_ method: String) {
        guard let frame = innermost.get(), frame.method == method else { return }
        frame.defaulted = true
    }

    /// Calls a delegate's optional method through `body`, which makes exactly that call.
    /// `method` is its name as `#function` writes it in the protocol extension
    /// (`tableView(_:itemsForAddingTo:at:point:)`). Returns what the call gave, which for a
    /// missing method is the default's (UIKit's behaviour without it), and whether the delegate
    /// implements the method.
    package static func call<Value>(_ method: String, _ body: () -> Value) -> (value: Value, implemented: Bool) {
        let frame = Frame(method: method)
        let value = innermost.withValue(frame) { body() }
        return (value, !frame.defaulted)
    }
}
