/// What a view passes down to the views in it, as SwiftUI's `EnvironmentValues`: the values of
/// the built-in keys the subset has, an app's own keys (`EnvironmentKey`, read and written
/// through `self[Key.self]`), and the objects `environment(_:)` and `environmentObject(_:)` put
/// there, by type.
public struct EnvironmentValues: CustomStringConvertible {
    /// An app's keys' values, by key type.
    private var values: [ObjectIdentifier: Any] = [:]
    /// `@Observable` and `ObservableObject` objects, by their type.
    private var objects: [ObjectIdentifier: AnyObject] = [:]

    /// The font of the text in the view (`nil`: the body style).
    public var font: Font?
    /// The colour of the text and symbols in the view.
    var foreground: Color?
    /// Whether the controls in the view act; `disabled(true)` makes it `false` for everything
    /// under it.
    public var isEnabled = true
    /// Light or dark: the hosting view's trait collection's interface style.
    public var colorScheme: ColorScheme = .light
    /// Dismisses the screen the view is in: the hosting controller's presentation, or its place
    /// on a navigation stack.
    public internal(set) var dismiss = DismissAction(action: nil)
    /// Whether the views are being edited; the hosting controller keeps one edit mode for its
    /// tree [sim].
    public var editMode: Binding<EditMode>?
    /// The custom style `buttonStyle(_:)` gives the buttons in the view (`nil`: the default).
    var buttonStyle: CustomButtonStyle?
    /// The navigation stack the view's page is on, which gathers its title and toolbar.
    var navigation: NavigationScope?

    /// Empty values: every key reads its default.
    public init() {}

    /// The value of an app's key: what an ancestor set, else the key's default.
    public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
        get {
            // Unwrapped before the cast: an `Any?` that is `nil` cast to an optional `Value`
            // would succeed as `nil` rather than fall back to the default.
            if let stored = values[ObjectIdentifier(key)], let value = stored as? K.Value { return value }
            return K.defaultValue
        }
        set { values[ObjectIdentifier(key)] = newValue }
    }

    /// The object of type `T` an ancestor put in the environment.
    func object<T: AnyObject>(_ type: T.Type) -> T? {
        objects[ObjectIdentifier(type)] as? T
    }

    mutating func setObject<T: AnyObject>(_ object: T?, as type: T.Type) {
        objects[ObjectIdentifier(type)] = object
    }

    public var description: String {
        "EnvironmentValues(colorScheme: \(colorScheme), isEnabled: \(isEnabled), keys: \(values.count), objects: \(objects.count))"
    }
}
