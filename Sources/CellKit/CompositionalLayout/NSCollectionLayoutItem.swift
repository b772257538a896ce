import Foundation

/// The smallest part of a compositional layout: one cell's size, and insets that shrink the
/// cell inside the space its size gives it.
@preconcurrency @MainActor
open class NSCollectionLayoutItem: NSObject {
    public let layoutSize: NSCollectionLayoutSize
    /// Space kept inside the item's allotted frame, around the cell.
    open var contentInsets: NSDirectionalEdgeInsets = .zero
    /// Space kept outside the item, between it and its neighbours in a group.
    open var edgeSpacing: NSCollectionLayoutEdgeSpacing?
    /// Supplementary views pinned to the item (badges); see `NSCollectionLayoutSupplementaryItem`.
    open private(set) var supplementaryItems: [NSCollectionLayoutSupplementaryItem] = []

    init(size: NSCollectionLayoutSize) {
        self.layoutSize = size
        super.init()
    }

    /// An item of the size.
    public convenience init(layoutSize: NSCollectionLayoutSize) {
        self.init(size: layoutSize)
    }

    /// An item of the size with supplementary views pinned to it.
    public convenience init(layoutSize: NSCollectionLayoutSize, supplementaryItems: [NSCollectionLayoutSupplementaryItem]) {
        self.init(size: layoutSize)
        self.supplementaryItems = supplementaryItems
    }
}
