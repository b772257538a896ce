/// CellKit's own: what a location descriptor that UIKit makes itself is for. UIKit's table and
/// collection view cells carry descriptors for the drags and drops their container hosts (the
/// `UIAccessibilityDragging` overview); their wording is not published, so each role has a
/// [sim] English name (`englishName(label:)`), and a screen reader speaks the role in its own
/// language.
package enum AutomaticDescriptorRole: Sendable, Hashable {
    /// Starts the drag the container offers at the cell: "Drag ‹label›" [sim].
    case drag
    /// Picks up a row by its reorder control, in a table view being edited: "Reorder ‹label›"
    /// [sim], after the reorder control's name on iOS.
    case reorder
    /// Drops so the items land just before the cell: "Drop before ‹label›" [sim].
    case dropBefore
    /// Drops so the items land just after the cell: "Drop after ‹label›" [sim].
    case dropAfter
    /// Drops into the cell (a folder taking them in): "Drop into ‹label›" [sim].
    case dropInto

    /// The English name of a descriptor with this role on a cell labelled `label` [sim].
    package func englishName(label: String) -> String {
        switch self {
        case .drag: "Drag \(label)"
        case .reorder: "Reorder \(label)"
        case .dropBefore: "Drop before \(label)"
        case .dropAfter: "Drop after \(label)"
        case .dropInto: "Drop into \(label)"
        }
    }
}
