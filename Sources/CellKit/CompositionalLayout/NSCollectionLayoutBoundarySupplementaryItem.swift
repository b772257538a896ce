import Foundation

/// A header or footer of a compositional section (or of the whole layout). One along the top
/// (`.top`, `.topLeading`, `.topTrailing`) or the bottom edge of a vertical layout's section
/// takes its space above or below the section's groups, inside its content insets, and the data
/// source's supplementary view of its kind is shown there, at the section's leading edge.
/// [sim] One on the leading or trailing edge, or in a layout that scrolls sideways, takes no
/// space and shows no view; the layout's own boundary items show none.
@preconcurrency @MainActor
public final class NSCollectionLayoutBoundarySupplementaryItem: NSCollectionLayoutItem {
    public let elementKind: String
    public let alignment: NSRectAlignment

    public init(layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment) {
        self.elementKind = elementKind
        self.alignment = alignment
        super.init(size: layoutSize)
    }

    var isAtTop: Bool { [.top, .topLeading, .topTrailing].contains(alignment) }
    var isAtBottom: Bool { [.bottom, .bottomLeading, .bottomTrailing].contains(alignment) }
}
