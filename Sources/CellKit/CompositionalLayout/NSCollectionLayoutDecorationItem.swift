import Foundation

/// A view behind a compositional section (its background), made by the layout from a class
/// registered with `register(_:forDecorationViewOfKind:)`, as UIKit's. [sim] Kept: decoration
/// views are not made or drawn in cells (they carry no content VoiceOver reads).
@preconcurrency @MainActor
public final class NSCollectionLayoutDecorationItem: NSCollectionLayoutItem {
    /// The kind of decoration view.
    public let elementKind: String
    /// Whether it is drawn above or below the section's cells. Kept.
    public var zIndex = 0

    private init(elementKind: String) {
        self.elementKind = elementKind
        super.init(size: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
    }

    /// A background behind a section, of a registered kind.
    public class func background(elementKind: String) -> NSCollectionLayoutDecorationItem {
        NSCollectionLayoutDecorationItem(elementKind: elementKind)
    }
}
