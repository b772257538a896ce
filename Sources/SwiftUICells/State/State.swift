/// A value a view owns, as SwiftUI's `@State`: kept by the host under the view's identity and
/// re-evaluating the hosted tree when it changes.
@propertyWrapper
public struct State<Value>: DynamicProperty {
    let location: StateLocation<Value>

    /// A state that starts as `value`.
    public init(wrappedValue value: Value) {
        location = StateLocation(StateStorage(value))
    }

    /// A state that starts as `value`.
    public init(initialValue value: Value) {
        self.init(wrappedValue: value)
    }

    /// The value; setting it re-evaluates the views that read it.
    public var wrappedValue: Value {
        get { location.storage.value }
        nonmutating set { location.storage.value = newValue }
    }

    /// A binding to the value (`$name`).
    public var projectedValue: Binding<Value> {
        let location = location
        return Binding(get: { location.storage.value }, set: { location.storage.value = $0 })
    }
}

extension State where Value: ExpressibleByNilLiteral {
    /// A state that starts as `nil`.
    public init() {
        self.init(wrappedValue: nil)
    }
}

extension State: HostedStorageProperty {
    func link(to host: HostState, key: String, environment: EnvironmentValues) {
        if let kept = host.storage(for: key) as? StateStorage<Value> {
            location.storage = kept
        } else {
            location.storage.host = host
            host.keep(location.storage, for: key)
        }
    }
}

/// Where a `State` finds its storage: its own until the host hands it the kept one.
final class StateLocation<Value> {
    var storage: StateStorage<Value>

    init(_ storage: StateStorage<Value>) {
        self.storage = storage
    }
}

/// A state's value, kept by the host between evaluations; a change asks the host to update.
final class StateStorage<Value> {
    var value: Value {
        didSet { HostState.invalidate(host) }
    }

    weak var host: HostState?

    init(_ value: Value) {
        self.value = value
    }
}
