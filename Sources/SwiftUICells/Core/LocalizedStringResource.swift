#if !canImport(Darwin)
/// A string to look up in a strings table, as Foundation's `LocalizedStringResource`, which
/// Foundation on Linux does not have. Rotor has no strings tables: the text is the key, or the
/// default value when one is given. SwiftUI's modifiers that take a resource speak that text.
public struct LocalizedStringResource: Hashable, Sendable, ExpressibleByStringInterpolation, CustomStringConvertible {
    /// The key in the table.
    public var key: String
    /// The text when the table has no entry for the key (always, here).
    public var defaultValue: String
    /// The table's name.
    public var table: String?

    /// A resource whose key and text are `value`.
    public init(stringLiteral value: String) {
        key = value
        defaultValue = value
    }

    /// A resource whose key and text are the interpolated string.
    public init(stringInterpolation: DefaultStringInterpolation) {
        let text = String(stringInterpolation: stringInterpolation)
        key = text
        defaultValue = text
    }

    /// A resource with its own key and the text shown when the table has none.
    public init(_ key: StaticString, defaultValue: String, table: String? = nil, comment: StaticString? = nil) {
        self.key = "\(key)"
        self.defaultValue = defaultValue
        self.table = table
    }

    public var description: String { defaultValue }
}

extension String {
    /// The resource's text, as Foundation's `String(localized:)`: its default value, as Rotor has
    /// no strings tables.
    public init(localized resource: LocalizedStringResource) {
        self = resource.defaultValue
    }
}
#endif

extension LocalizedStringResource {
    /// What VoiceOver speaks of the resource.
    var spoken: String { String(localized: self) }
}
