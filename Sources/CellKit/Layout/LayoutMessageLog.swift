/// CellKit's own: what UIKit's layout engine writes to the console, kept so that tests and the
/// scene tools can show it: unsatisfiable constraints (naming the conflicting constraints and
/// the one broken), and constraints that could not be activated or used. Also what a diffable
/// data source refused to apply, which UIKit raises an exception for (`LayoutMessage.Kind`).
///
/// One log a screen (the views joined to one another: a window and its subviews), read from any of
/// its views as ``UIView/layoutMessageLog``, so two screens in one process (two tests, a capture
/// beside its source) never see each other's messages; messages are in the order they were made,
/// and the same screen gives the same messages on every run.
@preconcurrency @MainActor
public final class LayoutMessageLog {
    /// The messages so far, oldest first (at most `capacity`; the oldest go first).
    public private(set) var messages: [LayoutMessage] = []

    /// How many messages are kept: a layout that conflicts on every pass cannot grow it without end.
    public let capacity = 1_000

    /// An empty log (a screen's layouts write to its own: ``UIView/layoutMessageLog``).
    public init() {}

    /// Removes every message.
    public func removeAll() {
        messages.removeAll()
    }

    /// Takes `other`'s messages after this log's own (two screens joined into one).
    func append(contentsOf other: LayoutMessageLog) {
        for message in other.messages {
            if messages.count >= capacity { messages.removeFirst(messages.count - capacity + 1) }
            messages.append(message)
        }
    }

    func record(_ kind: LayoutMessage.Kind, message: String, constraints: [String] = [], broken: String? = nil) {
        if messages.count >= capacity { messages.removeFirst(messages.count - capacity + 1) }
        messages.append(LayoutMessage(kind: kind, text: message, constraints: constraints, broken: broken))
    }
}

// Isolated to the main actor, as the log is (see `DragEventLog`'s conformances).
extension LayoutMessageLog: @MainActor CustomStringConvertible, @MainActor CustomDebugStringConvertible {
    /// The messages' texts, oldest first, a blank line between two (a conflict's message spans
    /// lines, as UIKit prints it), so that `print(view.layoutMessageLog)` shows what UIKit's
    /// console would; empty when there are none.
    public var description: String {
        messages.map(\.text).joined(separator: "\n\n")
    }

    /// The count, then the messages: what the debugger's `po` prints.
    public var debugDescription: String {
        let count = "LayoutMessageLog: \(messages.count) message" + (messages.count == 1 ? "" : "s")
        return messages.isEmpty ? count : count + "\n" + description
    }
}
