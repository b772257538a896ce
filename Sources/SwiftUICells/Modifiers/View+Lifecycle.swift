extension View {
    /// Runs `action` with the old and new value when `value` changes between evaluations of the
    /// tree (and once at first with `initial: true`), after the tree is shown, as SwiftUI runs it.
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void) -> some View {
        modifier(AttributeModifier { _, context in
            context.host.noteChange(of: value, at: context.path + ".onChange", initial: initial, action: action)
        })
    }

    /// Runs `action` when `value` changes between evaluations of the tree.
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> some View {
        onChange(of: value, initial: initial) { _, _ in action() }
    }

    /// Runs `action` with the new value when `value` changes (SwiftUI's older form).
    @available(iOS, deprecated: 17.0, message: "Use onChange(of:initial:_:) with two parameters or none")
    public func onChange<V: Equatable>(of value: V, perform action: @escaping (_ newValue: V) -> Void) -> some View {
        onChange(of: value, initial: false) { _, new in action(new) }
    }

    /// Starts `action` as a task when the view appears in the hosted tree. The closure runs on
    /// the actor it is written on (the main actor, in a view), as SwiftUI's inherits its context.
    public func task(priority: TaskPriority = .userInitiated, @_inheritActorContext _ action: @escaping @isolated(any) @Sendable () async -> Void) -> some View {
        onAppear {
            Task(priority: priority, operation: action)
        }
    }

    /// Starts `action` as a task when the view appears, and again when `id` changes.
    public func task<T: Equatable>(id value: T, priority: TaskPriority = .userInitiated,
                                   @_inheritActorContext _ action: @escaping @isolated(any) @Sendable () async -> Void) -> some View {
        task(priority: priority, action)
            .onChange(of: value) {
                Task(priority: priority, operation: action)
            }
    }
}

/// The last value an `onChange` saw at its place in the tree.
final class ChangeRecord<Value> {
    var value: Value

    init(_ value: Value) {
        self.value = value
    }
}

extension HostState {
    /// Compares `value` with the one the `onChange` at `key` saw last, and queues `action` to
    /// run after the tree is shown when it differs (or, with `initial`, when first seen).
    func noteChange<V: Equatable>(of value: V, at key: String, initial: Bool, action: @escaping (V, V) -> Void) {
        if let record = storage(for: key) as? ChangeRecord<V> {
            guard record.value != value else { return }
            let old = record.value
            record.value = value
            queue { action(old, value) }
        } else {
            keep(ChangeRecord(value), for: key)
            if initial { queue { action(value, value) } }
        }
    }
}
