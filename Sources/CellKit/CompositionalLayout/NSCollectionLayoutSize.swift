import Foundation

/// The width and height of a compositional layout's item, group or supplementary item.
@preconcurrency @MainActor
public final class NSCollectionLayoutSize: NSObject, Sendable {
    public let widthDimension: NSCollectionLayoutDimension
    public let heightDimension: NSCollectionLayoutDimension

    public init(widthDimension width: NSCollectionLayoutDimension, heightDimension height: NSCollectionLayoutDimension) {
        self.widthDimension = width
        self.heightDimension = height
        super.init()
    }

    /// The size in cells inside a container of `container`'s size; always finite.
    func resolved(in container: CGSize) -> CGSize {
        CGSize(width: widthDimension.length(in: container), height: heightDimension.length(in: container))
    }
}
