/// An `ObservableObject` an ancestor put in the environment with `environmentObject(_:)`, as
/// SwiftUI's `@EnvironmentObject`: the view follows its changes.
@propertyWrapper
public struct EnvironmentObject<ObjectType: ObservableObject>: DynamicProperty {
    let source = EnvironmentSource()

    /// The object of `ObjectType` an ancestor gave.
    public init() {}

    /// The object; there must be one, as in SwiftUI, which stops the app when there is none.
    public var wrappedValue: ObjectType {
        guard let object = source.values?.object(ObjectType.self) else {
            fatalError("No ObservableObject of type \(ObjectType.self) found. A View.environmentObject(_:) for \(ObjectType.self) may be missing as an ancestor of this view.")
        }
        return object
    }

    /// Bindings to the object's properties (`$model.name`).
    public var projectedValue: EnvironmentObject<ObjectType>.Wrapper {
        Wrapper(object: wrappedValue)
    }

    /// Bindings to an environment object's properties.
    @dynamicMemberLookup
    public struct Wrapper {
        let object: ObjectType

        public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> {
            return Binding(object, keyPath)
        }
    }
}

extension EnvironmentObject: HostedStorageProperty {
    func link(to host: HostState, key: String, environment: EnvironmentValues) {
        source.values = environment
        if let object = environment.object(ObjectType.self) {
            host.follow(object.objectWillChange)
        }
    }
}
