/// An `ObservableObject` a view is given and follows, as SwiftUI's `@ObservedObject`.
@propertyWrapper @dynamicMemberLookup
public struct ObservedObject<ObjectType: ObservableObject>: DynamicProperty {
    public var wrappedValue: ObjectType

    public init(wrappedValue: ObjectType) {
        self.wrappedValue = wrappedValue
    }

    public init(initialValue: ObjectType) {
        self.init(wrappedValue: initialValue)
    }

    /// Bindings to the object's properties (`$model.name`).
    public var projectedValue: ObservedObject<ObjectType>.Wrapper {
        Wrapper(object: wrappedValue)
    }

    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> {
        projectedValue[dynamicMember: keyPath]
    }

    /// Bindings to an observed object's properties.
    @dynamicMemberLookup
    public struct Wrapper {
        let object: ObjectType

        public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> {
            return Binding(object, keyPath)
        }
    }
}

extension ObservedObject: HostedStorageProperty {
    func link(to host: HostState, key: String, environment: EnvironmentValues) {
        host.follow(wrappedValue.objectWillChange)
    }
}

/// An `ObservableObject` a view makes once and keeps, as SwiftUI's `@StateObject`.
@propertyWrapper
public struct StateObject<ObjectType: ObservableObject>: DynamicProperty {
    let location: StateLocation<ObjectType?>
    let make: () -> ObjectType

    public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) {
        make = thunk
        location = StateLocation(StateStorage(nil))
    }

    /// The object, made on first use and kept while the view is in the tree.
    public var wrappedValue: ObjectType {
        if let object = location.storage.value { return object }
        let object = make()
        location.storage.value = object
        return object
    }

    /// Bindings to the object's properties (`$model.name`).
    public var projectedValue: ObservedObject<ObjectType>.Wrapper {
        ObservedObject(wrappedValue: wrappedValue).projectedValue
    }
}

extension StateObject: HostedStorageProperty {
    func link(to host: HostState, key: String, environment: EnvironmentValues) {
        if let kept = host.storage(for: key) as? StateStorage<ObjectType?> {
            location.storage = kept
        } else {
            host.keep(location.storage, for: key)
        }
        host.follow(wrappedValue.objectWillChange)
    }
}
