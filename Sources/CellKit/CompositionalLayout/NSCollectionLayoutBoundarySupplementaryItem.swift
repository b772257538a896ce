import Foundation

/// A header or footer of a compositional section (or of the whole layout). CellKit keeps the
/// space one along the top (`.top`, `.topLeading`, `.topTrailing`) or the bottom edge takes,
/// above or below the section's groups, inside its content insets; it draws no supplementary
/// view there. [sim] One on the leading or trailing edge takes no space.
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
