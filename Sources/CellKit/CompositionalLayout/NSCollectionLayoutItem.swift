import Foundation

/// The smallest part of a compositional layout: one cell's size, and insets that shrink the
/// cell inside the space its size gives it.
@preconcurrency @MainActor
open class NSCollectionLayoutItem: NSObject {
    public let layoutSize: NSCollectionLayoutSize
    /// Space kept inside the item's allotted frame, around the cell.
    open var contentInsets: NSDirectionalEdgeInsets = .zero

    init(size: NSCollectionLayoutSize) {
        self.layoutSize = size
        super.init()
    }

    /// An item of the size.
    public convenience init(layoutSize: NSCollectionLayoutSize) {
        self.init(size: layoutSize)
    }
}
