/// A value a view reads from its ancestors, as SwiftUI's `@Environment`: a key path into
/// `EnvironmentValues` (`@Environment(\.dismiss)`), or an `@Observable` object an ancestor put
/// there with `environment(_:)` (`@Environment(Model.self)`). The value is the one where the
/// view is in the tree, given to it before its body is evaluated.
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
    let source: EnvironmentSource
    let read: (EnvironmentValues) -> Value

    /// The value at `keyPath` (a built-in key or an app's own).
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
        source = EnvironmentSource()
        read = { $0[keyPath: keyPath] }
    }

    /// The `@Observable` object of this type an ancestor put in the environment; there must be
    /// one, as in SwiftUI, which stops the app when there is none.
    public init(_ objectType: Value.Type) where Value: AnyObject & Observable {
        source = EnvironmentSource()
        read = { values in
            guard let object = values.object(objectType) else {
                fatalError("No Observable object of type \(Value.self) found. A View.environment(_:) for \(Value.self) may be missing as an ancestor of this view.")
            }
            return object
        }
    }

    /// The `@Observable` object of this type an ancestor put in the environment, or `nil`.
    public init<T>(_ objectType: T.Type) where Value == T?, T: AnyObject & Observable {
        source = EnvironmentSource()
        read = { $0.object(objectType) }
    }

    /// The value where the view is; outside a hosted tree, the default.
    public var wrappedValue: Value {
        read(source.values ?? EnvironmentValues())
    }
}

extension Environment: HostedStorageProperty {
    func link(to host: HostState, key: String, environment: EnvironmentValues) {
        source.values = environment
    }
}

/// Where an `@Environment` property finds the values of the place its view was resolved at.
final class EnvironmentSource {
    var values: EnvironmentValues?
}
