/// What sends values over time, as Combine's `Publisher`. Linux has no Combine: Rotor's
/// publishers are a `@Published` property's (`object.$name`), and what takes them is SwiftUI's
/// `onReceive`; operators, `sink` and `assign` are not there.
public protocol Publisher<Output, Failure> {
    /// What the publisher sends.
    associatedtype Output
    /// How it fails (`Never` for a property's).
    associatedtype Failure: Error

    /// Calls `receiver` with the current value and each value sent after, for as long as the
    /// returned token is kept: Rotor's own, where Combine has `sink`.
    func receiveValues(_ receiver: @escaping (Output) -> Void) -> AnyObject
}

extension Published {
    /// A `@Published` property's values (`object.$name`), as Combine's
    /// `Published.Publisher`: the current value when taken, then each new value as it is set
    /// (before the property changes, as Combine sends it).
    public struct Publisher: SwiftUICells.Publisher {
        public typealias Output = Value
        public typealias Failure = Never

        let subject: PublishedSubject<Value>

        public func receiveValues(_ receiver: @escaping (Value) -> Void) -> AnyObject {
            subject.add(receiver)
        }
    }
}

/// A published property's current value and who hears it change; each receiver is held by the
/// token it was given, so one that is let go stops hearing.
final class PublishedSubject<Value> {
    /// A receiver, kept alive by whoever took it.
    final class Token {
        let receive: (Value) -> Void

        init(_ receive: @escaping (Value) -> Void) {
            self.receive = receive
        }
    }

    private final class WeakToken {
        weak var token: Token?

        init(_ token: Token) {
            self.token = token
        }
    }

    var current: Value
    private var receivers: [WeakToken] = []

    init(_ value: Value) {
        current = value
    }

    func add(_ receive: @escaping (Value) -> Void) -> Token {
        let token = Token(receive)
        receivers.removeAll { $0.token == nil }
        receivers.append(WeakToken(token))
        receive(current)
        return token
    }

    func send(_ value: Value) {
        current = value
        for receiver in receivers {
            receiver.token?.receive(value)
        }
    }
}

extension View {
    /// Runs `action` with each value `publisher` sends while the view is in the tree, as
    /// SwiftUI's `onReceive(_:perform:)`: the current value once the view is first shown, then
    /// each new one as it is sent.
    public func onReceive<P: Publisher>(_ publisher: P, perform action: @escaping (P.Output) -> Void) -> some View
    where P.Failure == Never {
        modifier(AttributeModifier { _, context in
            let key = context.path + ".onReceive"
            let host = context.host
            if let kept = host.storage(for: key) as? ReceiveSubscription<P.Output> {
                kept.action = action
                return
            }
            let subscription = ReceiveSubscription(action: action)
            host.keep(subscription, for: key)
            // The first value arrives while the tree is being made; it is handed on once it is
            // shown, as SwiftUI runs the action after the update that added the view.
            var first: [P.Output] = []
            var subscribing = true
            subscription.token = publisher.receiveValues { [weak subscription, weak host] value in
                if subscribing {
                    first.append(value)
                } else {
                    subscription?.action(value)
                    HostState.invalidate(host)
                }
            }
            subscribing = false
            host.queue { [weak subscription] in
                for value in first { subscription?.action(value) }
            }
        })
    }
}

/// What an `onReceive` keeps while its view is in the tree: the newest action, and the token
/// that keeps its receiver alive (the host drops both when the view goes).
final class ReceiveSubscription<Output> {
    var action: (Output) -> Void
    var token: AnyObject?

    init(action: @escaping (Output) -> Void) {
        self.action = action
    }
}
