/// Where VoiceOver's focus is, as SwiftUI's `@AccessibilityFocusState`: setting it to a view's
/// value (`true`, or the value its `accessibilityFocused(_:equals:)` names) moves VoiceOver to
/// that view once the tree is shown, as a `.layoutChanged` notification with the view does in
/// UIKit; VoiceOver moving to such a view sets it to the view's value, and moving off the view
/// sets it back (`false`, `nil`), as the view's element is told by UIKit
/// (`accessibilityElementDidBecomeFocused()`, `accessibilityElementDidLoseFocus()`).
@propertyWrapper
public struct AccessibilityFocusState<Value: Hashable>: DynamicProperty {
    let location: AccessibilityFocusLocation<Value>

    /// A focus state that starts as `value` (what no view is focused by).
    init(unfocused value: Value) {
        location = AccessibilityFocusLocation(AccessibilityFocusStorage(unfocused: value))
    }

    /// A focus state for one view: `true` moves VoiceOver to it.
    public init() where Value == Bool {
        self.init(unfocused: false)
    }

    /// A focus state for several views, each focused by its own value; `nil` is none.
    public init<T: Hashable>() where Value == T? {
        self.init(unfocused: nil)
    }

    /// Which view VoiceOver should focus; setting it moves VoiceOver there.
    public var wrappedValue: Value {
        get { location.storage.value }
        nonmutating set { location.storage.request(newValue) }
    }

    /// The state, to hand to `accessibilityFocused` (`$name`).
    public var projectedValue: Binding {
        Binding(location: location)
    }

    /// A binding to a focus state, as SwiftUI's `AccessibilityFocusState.Binding`.
    @propertyWrapper
    public struct Binding {
        let location: AccessibilityFocusLocation<Value>

        /// Which view VoiceOver should focus; setting it moves VoiceOver there.
        public var wrappedValue: Value {
            get { location.storage.value }
            nonmutating set { location.storage.request(newValue) }
        }

        /// The binding itself.
        public var projectedValue: Binding { self }
    }
}

extension AccessibilityFocusState: HostedStorageProperty {
    func link(to host: HostState, key: String, environment: EnvironmentValues) {
        if let kept = host.storage(for: key) as? AccessibilityFocusStorage<Value> {
            location.storage = kept
        } else {
            location.storage.host = host
            host.keep(location.storage, for: key)
        }
    }
}

/// Where a focus state finds its storage: its own until the host hands it the kept one.
final class AccessibilityFocusLocation<Value: Hashable> {
    var storage: AccessibilityFocusStorage<Value>

    init(_ storage: AccessibilityFocusStorage<Value>) {
        self.storage = storage
    }
}

/// A focus state's value, and the value VoiceOver has yet to be moved to.
final class AccessibilityFocusStorage<Value: Hashable> {
    private(set) var value: Value
    /// What the state is when VoiceOver is on none of its views (`false`, `nil`).
    private let unfocused: Value
    /// The value last set and not yet acted on: the view it names takes VoiceOver's focus when
    /// the tree is next shown, once.
    private var pending: Value?
    weak var host: HostState?

    init(unfocused: Value) {
        value = unfocused
        self.unfocused = unfocused
    }

    /// VoiceOver's focus came to (`focused`) or left the view focused by `focusedValue`: the
    /// state follows, without asking VoiceOver to move (it is there already).
    func voiceOverMoved(focused: Bool, onViewFocusedBy focusedValue: Value) {
        if focused {
            // A request not yet acted on gives way to where VoiceOver went.
            pending = nil
            guard value != focusedValue else { return }
            value = focusedValue
        } else {
            // Another view of this state may have taken the value already.
            guard value == focusedValue else { return }
            value = unfocused
        }
        HostState.invalidate(host)
    }

    func request(_ newValue: Value) {
        value = newValue
        pending = newValue
        HostState.invalidate(host)
    }

    /// Whether a view focused by `focusedValue` should take VoiceOver's focus now; the request
    /// is then done.
    func takeRequest(for focusedValue: Value) -> Bool {
        guard let pending, pending == focusedValue else { return false }
        self.pending = nil
        return true
    }
}

extension View {
    /// Moves VoiceOver to this view when `binding` becomes `true`, as SwiftUI's
    /// `accessibilityFocused(_:)`.
    public func accessibilityFocused(_ binding: AccessibilityFocusState<Bool>.Binding) -> some View {
        accessibilityFocused(binding, equals: true)
    }

    /// Moves VoiceOver to this view when `binding` becomes `value`, as SwiftUI's
    /// `accessibilityFocused(_:equals:)`.
    public func accessibilityFocused<Value: Hashable>(_ binding: AccessibilityFocusState<Value>.Binding, equals value: Value) -> some View {
        let location = binding.location
        return modifier(AttributeModifier { attributes, _ in
            attributes.takesFocus = NodeAttributes.either(attributes.takesFocus) { location.storage.takeRequest(for: value) }
            attributes.focusChanged = NodeAttributes.both(attributes.focusChanged) { focused in
                location.storage.voiceOverMoved(focused: focused, onViewFocusedBy: value)
            }
        })
    }
}
