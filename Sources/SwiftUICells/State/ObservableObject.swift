/// An object whose changes views follow, as Combine's `ObservableObject` for SwiftUI: its
/// `objectWillChange` fires before a `@Published` property changes. Linux has no Combine, so the
/// publisher is Rotor's own (`ObservableObjectPublisher`, which only calls its subscribers).
public protocol ObservableObject: AnyObject {
    /// What fires before the object changes.
    associatedtype ObjectWillChangePublisher: ObservableObjectPublisher = ObservableObjectPublisher

    /// Fires before the object changes.
    var objectWillChange: ObjectWillChangePublisher { get }
}

extension ObservableObject where ObjectWillChangePublisher == ObservableObjectPublisher {
    /// The publisher the object's `@Published` properties share (found as Combine finds them, by
    /// reflection); a fresh one for an object with none.
    public var objectWillChange: ObservableObjectPublisher {
        var boxes: [PublishedBox] = []
        for child in Mirror(reflecting: self).children {
            if let published = child.value as? any PublishedProperty { boxes.append(published.box) }
        }
        if let shared = boxes.lazy.compactMap(\.publisher).first {
            return shared
        }
        let publisher = ObservableObjectPublisher()
        for box in boxes { box.publisher = publisher }
        return publisher
    }
}

/// Tells its subscribers that an object is about to change, as Combine's
/// `ObservableObjectPublisher`.
public class ObservableObjectPublisher {
    private var subscribers: [() -> Void] = []

    public init() {}

    /// Tells every subscriber.
    public func send() {
        for subscriber in subscribers {
            subscriber()
        }
    }

    func subscribe(_ subscriber: @escaping () -> Void) {
        subscribers.append(subscriber)
    }

    /// Calls `subscriber` on every `send()`: Rotor's own, where Combine has `sink`.
    public func onSend(_ subscriber: @escaping () -> Void) {
        subscribe(subscriber)
    }
}

/// A property of an `ObservableObject` that announces its changes, as Combine's `@Published`.
@propertyWrapper
public struct Published<Value> {
    let box: PublishedBox
    private var value: Value
    /// Who hears each new value through `$name`.
    let subject: PublishedSubject<Value>

    public init(wrappedValue: Value) {
        value = wrappedValue
        box = PublishedBox()
        subject = PublishedSubject(wrappedValue)
    }

    public init(initialValue: Value) {
        self.init(wrappedValue: initialValue)
    }

    @available(*, unavailable, message: "@Published is only available on properties of classes")
    public var wrappedValue: Value {
        get { fatalError("@Published is only available on properties of classes") }
        set { fatalError("@Published is only available on properties of classes") }
    }

    /// The value, read and written through the object, which is told before it changes.
    public static subscript<EnclosingSelf: ObservableObject>(
        _enclosingInstance object: EnclosingSelf,
        wrapped wrappedKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Value>,
        storage storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Published<Value>>
    ) -> Value {
        get { object[keyPath: storageKeyPath].value }
        set {
            (object.objectWillChange as ObservableObjectPublisher).send()
            object[keyPath: storageKeyPath].subject.send(newValue)
            object[keyPath: storageKeyPath].value = newValue
        }
    }

    /// The property's values as they are set (`object.$name`), for `onReceive`.
    public var projectedValue: Publisher {
        Publisher(subject: subject)
    }
}

/// Where a `@Published` property keeps the publisher it shares with its object's others.
final class PublishedBox {
    var publisher: ObservableObjectPublisher?
}

/// A `@Published` property, found by reflection.
protocol PublishedProperty {
    var box: PublishedBox { get }
}

extension Published: PublishedProperty {}
