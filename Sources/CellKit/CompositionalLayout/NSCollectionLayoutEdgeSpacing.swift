import Foundation

/// Space kept around an item between it and its neighbours in a group, as UIKit's: each edge's
/// spacing, or none. A fixed spacing is kept as given; [sim] a flexible one is kept at its least
/// (the group's own flexible `interItemSpacing` shares out unused length).
@preconcurrency @MainActor
public final class NSCollectionLayoutEdgeSpacing: NSObject {
    public let leading: NSCollectionLayoutSpacing?
    public let top: NSCollectionLayoutSpacing?
    public let trailing: NSCollectionLayoutSpacing?
    public let bottom: NSCollectionLayoutSpacing?

    public init(leading: NSCollectionLayoutSpacing?, top: NSCollectionLayoutSpacing?, trailing: NSCollectionLayoutSpacing?,
                bottom: NSCollectionLayoutSpacing?) {
        self.leading = leading
        self.top = top
        self.trailing = trailing
        self.bottom = bottom
        super.init()
    }

    /// The space before and after an item along a group's line, and before it across the line.
    func spaces(horizontal: Bool) -> (before: CGFloat, after: CGFloat, across: CGFloat) {
        func length(_ spacing: NSCollectionLayoutSpacing?) -> CGFloat { CompositionalGeometry.clamped(spacing?.spacing ?? 0) }
        return horizontal
            ? (length(leading), length(trailing), length(top))
            : (length(top), length(bottom), length(leading))
    }
}
