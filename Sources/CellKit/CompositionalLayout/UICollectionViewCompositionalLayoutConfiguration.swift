import Foundation

/// Settings of a whole compositional layout.
@preconcurrency @MainActor
public final class UICollectionViewCompositionalLayoutConfiguration: NSObject {
    /// Whether sections follow one another down (the default) or across.
    public var scrollDirection: UICollectionView.ScrollDirection = .vertical
    /// Cells between one section and the next.
    public var interSectionSpacing: CGFloat = 0

    public override init() {
        super.init()
    }
}

/// What a compositional layout asks for each section: its index and the layout environment in,
/// the section's layout (or `nil`, for no layout) out.
public typealias UICollectionViewCompositionalLayoutSectionProvider = (Int, any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection?
