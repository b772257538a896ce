import CellKit

/// What a key's value is: what the builder reads there, and how the README names it.
indirect enum ValueKind: Sendable {
    /// Text: any scalar.
    case text
    /// A number within one of `NumberRange`'s ranges.
    case number(ClosedRange<Double>)
    /// `true` or `false` (`yes`, `no`, `on`, `off` too).
    case bool
    /// One of a fixed set of words.
    case choice([String])
    /// `[x, y, width, height]` in cells.
    case rect
    /// `[x, y]` in cells.
    case point
    /// `[width, height]` in cells.
    case size
    /// The id of a view of the scene.
    case id
    /// An id, or a list of ids.
    case ids
    /// A list whose items are all of one kind.
    case list(ValueKind)
    /// A mapping with keys of its own.
    case mapping(MappingSchema)
    /// One of several kinds, told apart by their shape (text, a list or a mapping).
    case either([ValueKind])
    /// A list of views, each of any view type.
    case views
    /// A script: one gesture a line.
    case script

    /// A colour by name.
    static let color = ValueKind.choice(SceneColors.names)
    /// Virtual seconds, not negative.
    static let seconds = ValueKind.number(NumberRange.seconds)
    /// A list of type identifiers CellKit knows, at least one.
    static let typeIdentifiers = ValueKind.list(.choice(TypeIdentifier.known))
    /// A symbol CellKit draws, by its SF Symbols name.
    @MainActor static var symbol: ValueKind { .choice(UIImage.systemNames) }

    /// Whether the kind holds views, directly or in its lists.
    var holdsViews: Bool {
        switch self {
        case .views: true
        case .list(let item): item.holdsViews
        case .either(let kinds): kinds.contains { $0.holdsViews }
        default: false
        }
    }

    /// The mappings this kind holds directly or in its lists, for walking the schema.
    var mappings: [MappingSchema] {
        switch self {
        case .mapping(let schema): [schema]
        case .list(let item): item.mappings
        case .either(let kinds): kinds.flatMap(\.mappings)
        default: []
        }
    }
}
