import Foundation

extension UICollectionView {
    /// The kind of a section header supplementary view.
    public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
    /// The kind of a section footer supplementary view.
    public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"
}
