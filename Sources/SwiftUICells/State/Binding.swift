/// A read and write reference to a value owned elsewhere, as SwiftUI's `@Binding`.
@propertyWrapper @dynamicMemberLookup
public struct Binding<Value>: DynamicProperty {
    private let getter: () -> Value
    private let setter: (Value) -> Void

    /// A binding that reads with `get` and writes with `set`.
    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
        getter = get
        setter = set
    }

    /// A binding that never changes.
    public static func constant(_ value: Value) -> Binding<Value> {
        Binding(get: { value }, set: { _ in })
    }

    /// The binding itself, as a `@Binding` property's initializer receives it.
    public init(projectedValue: Binding<Value>) {
        self = projectedValue
    }

    /// The value the binding refers to.
    public var wrappedValue: Value {
        get { getter() }
        nonmutating set { setter(newValue) }
    }

    /// The binding itself (`$name`).
    public var projectedValue: Binding<Value> { self }

    /// A binding to a property of the value (`$item.title`).
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        let getter = getter
        let setter = setter
        return Binding<Subject>(get: { getter()[keyPath: keyPath] }, set: { newValue in
            var value = getter()
            value[keyPath: keyPath] = newValue
            setter(value)
        })
    }
}

extension Binding: Identifiable where Value: Identifiable {
    public var id: Value.ID { wrappedValue.id }
}

extension Binding {
    /// A binding to a property of an object (SwiftUICells' own): what `$model.name` gives for
    /// `@ObservedObject`, `@EnvironmentObject` and `@Bindable` alike.
    init<Object>(_ object: Object, _ keyPath: ReferenceWritableKeyPath<Object, Value>) {
        self.init(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
    }
}
