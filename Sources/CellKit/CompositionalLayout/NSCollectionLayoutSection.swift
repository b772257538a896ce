import Foundation

/// A section of a compositional layout: its group, repeated down (or across) until the
/// section's items run out, inside the section's content insets, with headers and footers
/// (`boundarySupplementaryItems`) keeping their space.
@preconcurrency @MainActor
public final class NSCollectionLayoutSection: NSObject {
    public let group: NSCollectionLayoutGroup
    /// Space around the section's groups and boundary items.
    public var contentInsets: NSDirectionalEdgeInsets = .zero
    /// Cells between one repetition of the group and the next.
    public var interGroupSpacing: CGFloat = 0
    /// Kept; see `UICollectionLayoutSectionOrthogonalScrollingBehavior`.
    public var orthogonalScrollingBehavior: UICollectionLayoutSectionOrthogonalScrollingBehavior = .none
    public var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
    /// Views behind the section (a background); see `NSCollectionLayoutDecorationItem`.
    public var decorationItems: [NSCollectionLayoutDecorationItem] = []
    /// Whether the section's supplementary views follow its content insets. Kept.
    public var supplementariesFollowContentInsets = true

    public init(group: NSCollectionLayoutGroup) {
        self.group = group
        super.init()
    }

    /// A section laid out as `UICollectionViewCompositionalLayout.list(using:)` lays out each
    /// of its sections: one-line rows across the width less the side inset, a blank line above
    /// in grouped appearances, and a line for a supplementary header or footer.
    public static func list(using configuration: UICollectionLayoutListConfiguration,
                            layoutEnvironment: any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection {
        let row = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(1))
        let group = NSCollectionLayoutGroup.vertical(layoutSize: row, subitems: [NSCollectionLayoutItem(layoutSize: row)])
        let section = NSCollectionLayoutSection(group: group)
        let side = configuration.sideInset
        section.contentInsets = NSDirectionalEdgeInsets(top: configuration.separatesSections ? 1 : 0, leading: side, bottom: 0, trailing: side)
        if configuration.headerMode == .supplementary {
            let height = 1 + max(0, min(configuration.headerTopPadding ?? 0, 100))
            section.boundarySupplementaryItems.append(NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(height)),
                elementKind: UICollectionView.elementKindSectionHeader, alignment: .top))
        }
        if configuration.footerMode == .supplementary {
            section.boundarySupplementaryItems.append(NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(1)),
                elementKind: UICollectionView.elementKindSectionFooter, alignment: .bottom))
        }
        return section
    }
}
