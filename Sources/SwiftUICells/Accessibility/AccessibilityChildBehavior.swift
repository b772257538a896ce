/// How an element made of a view's children reads them, as SwiftUI's
/// `AccessibilityChildBehavior`.
public struct AccessibilityChildBehavior: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        case ignore, contain, combine
    }

    let kind: Kind

    /// One element; its children are not read (give it a label).
    public static let ignore = AccessibilityChildBehavior(kind: .ignore)
    /// The children are read one by one, kept together as a group.
    public static let contain = AccessibilityChildBehavior(kind: .contain)
    /// One element whose label is its children's labels, in order, joined by commas.
    public static let combine = AccessibilityChildBehavior(kind: .combine)
}

/// A heading's level, as SwiftUI's `AccessibilityHeadingLevel`; VoiceOver's Headings rotor reads
/// every level as a heading.
public enum AccessibilityHeadingLevel: UInt, Sendable {
    case unspecified, h1, h2, h3, h4, h5, h6
}

/// The kind of an accessibility action, as SwiftUI's `AccessibilityActionKind`: the default one
/// is a double tap.
public struct AccessibilityActionKind: Hashable, Sendable {
    let isDefault: Bool

    public static let `default` = AccessibilityActionKind(isDefault: true)
}
