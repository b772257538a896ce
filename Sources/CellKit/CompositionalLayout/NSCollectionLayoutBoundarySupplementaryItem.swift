import Foundation

/// A header or footer of a compositional section (or of the whole layout). One along the top
/// (`.top`, `.topLeading`, `.topTrailing`) or the bottom edge of a vertical layout's section
/// takes its space above or below the section's groups, inside its content insets, and the data
/// source's supplementary view of its kind is shown there, at the section's leading edge.
/// [sim] One on the leading or trailing edge, or in a layout that scrolls sideways, takes no
/// space and shows no view; the layout's own boundary items show none.
@preconcurrency @MainActor
public final class NSCollectionLayoutBoundarySupplementaryItem: NSCollectionLayoutSupplementaryItem {
    public let alignment: NSRectAlignment
    /// The offset from the alignment's edge. Kept.
    public let offset: CGPoint
    /// Whether a header stays at the top of the visible bounds while its section scrolls by.
    /// Kept: the header scrolls with its section.
    public var pinToVisibleBounds = false
    /// Whether the item takes space of its own at the section's edge (true, the default).
    public var extendsBoundary = true

    public convenience init(layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment) {
        self.init(layoutSize: layoutSize, elementKind: elementKind, alignment: alignment, absoluteOffset: .zero)
    }

    public init(layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment, absoluteOffset: CGPoint) {
        self.alignment = alignment
        offset = absoluteOffset
        super.init(size: layoutSize, elementKind: elementKind, containerAnchor: NSCollectionLayoutAnchor(edges: alignment.edges),
                   itemAnchor: nil)
    }

    var isAtTop: Bool { [.top, .topLeading, .topTrailing].contains(alignment) }
    var isAtBottom: Bool { [.bottom, .bottomLeading, .bottomTrailing].contains(alignment) }
}
