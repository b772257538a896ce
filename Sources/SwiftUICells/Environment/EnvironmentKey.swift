/// A key for a value of an app's own in `EnvironmentValues`, as SwiftUI's `EnvironmentKey`:
/// an extension of `EnvironmentValues` gives it a property, and `environment(_:_:)` sets it.
public protocol EnvironmentKey {
    /// The type of the value.
    associatedtype Value

    /// The value a view reads when no ancestor set one.
    static var defaultValue: Value { get }
}
