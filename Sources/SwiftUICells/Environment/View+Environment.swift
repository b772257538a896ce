extension View {
    /// Sets the value at `keyPath` for this view and the views in it.
    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
        modifier(EnvironmentModifier { $0[keyPath: keyPath] = value })
    }

    /// Puts an `@Observable` object in the environment of this view and the views in it, where
    /// `@Environment(T.self)` finds it (`nil` takes it out).
    public func environment<T: AnyObject & Observable>(_ object: T?) -> some View {
        modifier(EnvironmentModifier { $0.setObject(object, as: T.self) })
    }

    /// Puts an `ObservableObject` in the environment of this view and the views in it, where
    /// `@EnvironmentObject` finds it.
    public func environmentObject<T: ObservableObject>(_ object: T) -> some View {
        modifier(EnvironmentModifier { $0.setObject(object, as: T.self) })
    }
}
