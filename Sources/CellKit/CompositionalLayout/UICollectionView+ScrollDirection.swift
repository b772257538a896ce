import Foundation

extension UICollectionView {
    /// The direction a layout's content runs: sections one after another down or across.
    public enum ScrollDirection: Int, Sendable {
        case vertical, horizontal
    }
}
