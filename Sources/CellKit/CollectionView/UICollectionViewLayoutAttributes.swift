import Foundation

/// Where a layout puts one item, or one supplementary view (a section's header or footer).
@preconcurrency @MainActor
open class UICollectionViewLayoutAttributes: NSObject {
    public let indexPath: IndexPath
    open var frame: CGRect
    /// Whether the attributes place a cell or a supplementary view.
    public let representedElementCategory: UICollectionView.ElementCategory
    /// A supplementary view's kind (`UICollectionView.elementKindSectionHeader`, say); `nil`
    /// for a cell.
    public let representedElementKind: String?

    public init(forCellWith indexPath: IndexPath) {
        self.indexPath = indexPath
        self.frame = .zero
        representedElementCategory = .cell
        representedElementKind = nil
        super.init()
    }

    /// The attributes of a supplementary view of a kind, at an index path (a section's header
    /// is at item 0 of its section).
    public init(forSupplementaryViewOfKind elementKind: String, with indexPath: IndexPath) {
        self.indexPath = indexPath
        self.frame = .zero
        representedElementCategory = .supplementaryView
        representedElementKind = elementKind
        super.init()
    }
}

extension UICollectionView {
    /// What a layout attributes object places.
    public enum ElementCategory: UInt, Sendable, Hashable {
        case cell = 0
        case supplementaryView = 1
        case decorationView = 2
    }
}
