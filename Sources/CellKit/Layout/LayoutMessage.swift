/// CellKit's own: one message of the layout engine, as UIKit writes them to the console
/// ("Unable to simultaneously satisfy constraints…"), or of a data source whose data UIKit
/// would stop on. Kept in `LayoutMessageLog`.
public struct LayoutMessage: Sendable, Equatable, CustomStringConvertible {
    /// What went wrong.
    public enum Kind: Sendable, Equatable {
        /// Required constraints that cannot all hold: one was broken (left out of the layout).
        case unsatisfiable
        /// A constraint whose items are in different view hierarchies was not activated.
        case noCommonAncestor
        /// A constraint that relates attributes that cannot be related (a position to a size,
        /// an x position to a y position, a position to a constant, a number that is not
        /// finite) was left out of the layout.
        case invalidConstraint
        /// A diffable data source was given data UIKit raises an exception for (identifiers that
        /// are not unique, an item or section that is not there, a cell provider that made no
        /// cell): the snapshot was not applied, and the screen shows what it showed.
        case invalidDataSourceUpdate
        /// A visual format string that could not be parsed (UIKit raises an exception): no
        /// constraints were made from it.
        case invalidVisualFormat
    }

    /// What went wrong.
    public let kind: Kind
    /// The whole message, as it would be printed; text from views is made visible
    /// (`VisibleText`) before it is put in.
    public let text: String
    /// The constraints it names (`NSLayoutConstraint.layoutDescription`): for a conflict, those
    /// that conflict, the broken one last.
    public let constraints: [String]
    /// The constraint the engine broke or refused.
    public let broken: String?

    public init(kind: Kind, text: String, constraints: [String] = [], broken: String? = nil) {
        self.kind = kind
        self.text = text
        self.constraints = constraints
        self.broken = broken
    }

    /// The whole message, as UIKit's console prints it (`text`).
    public var description: String { text }
}
