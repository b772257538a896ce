import Foundation

/// A supplementary view pinned to an item or group of a compositional layout (a badge), as
/// UIKit's. [sim] Kept: CellKit shows the supplementary views of section headers and footers
/// (`NSCollectionLayoutBoundarySupplementaryItem`); one anchored to an item is not shown, so
/// its view is never asked for.
@preconcurrency @MainActor
public class NSCollectionLayoutSupplementaryItem: NSCollectionLayoutItem {
    /// The kind of supplementary view the data source is asked for.
    public let elementKind: String
    /// Where it is pinned on its container.
    public let containerAnchor: NSCollectionLayoutAnchor
    /// Which point of it is pinned there; `nil` for the same edges as the container's.
    public let itemAnchor: NSCollectionLayoutAnchor?
    /// Whether it is drawn above or below its item. Kept.
    public var zIndex = 1

    public convenience init(layoutSize: NSCollectionLayoutSize, elementKind: String, containerAnchor: NSCollectionLayoutAnchor) {
        self.init(size: layoutSize, elementKind: elementKind, containerAnchor: containerAnchor, itemAnchor: nil)
    }

    public convenience init(layoutSize: NSCollectionLayoutSize, elementKind: String, containerAnchor: NSCollectionLayoutAnchor,
                            itemAnchor: NSCollectionLayoutAnchor) {
        self.init(size: layoutSize, elementKind: elementKind, containerAnchor: containerAnchor, itemAnchor: itemAnchor)
    }

    init(size: NSCollectionLayoutSize, elementKind: String, containerAnchor: NSCollectionLayoutAnchor, itemAnchor: NSCollectionLayoutAnchor?) {
        self.elementKind = elementKind
        self.containerAnchor = containerAnchor
        self.itemAnchor = itemAnchor
        super.init(size: size)
    }
}
