/// Weights on Kiwi's scale, for the textbook problems: each strength a thousand times the one
/// below. The solver itself knows only weights; Auto Layout turns a priority into one
/// (`UILayoutPriority`'s solver weight in CellKit).
enum Strength {
    static let weak = 1.0
    static let medium = 1_000.0
    static let strong = 1_000_000.0
}
