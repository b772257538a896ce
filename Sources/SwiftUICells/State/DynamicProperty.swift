/// A stored property of a view that SwiftUI keeps or updates between evaluations of its body:
/// `@State`, `@Binding`, `@Bindable`.
public protocol DynamicProperty {
    /// Called before the body is evaluated; the subset keeps its properties up to date itself.
    mutating func update()
}

extension DynamicProperty {
    public mutating func update() {}
}

/// A property whose storage lives in the host under the view's identity, so that a view made
/// again by its parent's body finds its state as it left it.
protocol HostedStorageProperty {
    /// Takes the storage kept under `key`, or leaves its own there for the next evaluation;
    /// `environment` is what the view's ancestors passed down.
    @MainActor func link(to host: HostState, key: String, environment: EnvironmentValues)
}
