import Foundation

/// Where a supplementary item is pinned to its item or group, as UIKit's: the edges it sits
/// on and an offset from them, in points or as a fraction of its own size.
@preconcurrency @MainActor
public final class NSCollectionLayoutAnchor: NSObject {
    /// The edges the supplementary item sits on (`[.top, .trailing]` for a badge).
    public let edges: NSDirectionalRectEdge
    /// The offset from those edges.
    public let offset: CGPoint
    /// Whether `offset` is in points.
    public let isAbsoluteOffset: Bool
    /// Whether `offset` is a fraction of the supplementary item's size.
    public var isFractionalOffset: Bool { !isAbsoluteOffset && offset != .zero }

    public convenience init(edges: NSDirectionalRectEdge) {
        self.init(edges: edges, offset: .zero, absolute: true)
    }

    public convenience init(edges: NSDirectionalRectEdge, absoluteOffset: CGPoint) {
        self.init(edges: edges, offset: absoluteOffset, absolute: true)
    }

    public convenience init(edges: NSDirectionalRectEdge, fractionalOffset: CGPoint) {
        self.init(edges: edges, offset: fractionalOffset, absolute: false)
    }

    private init(edges: NSDirectionalRectEdge, offset: CGPoint, absolute: Bool) {
        self.edges = edges
        self.offset = offset
        isAbsoluteOffset = absolute
        super.init()
    }
}
