import Foundation

/// One dimension (a width or a height) of a compositional layout's item, group or
/// supplementary item: a fraction of its container's width or height, an absolute length, or
/// an estimate. Lengths are in cells (a `.absolute(44)` is 44 lines tall). [sim] An estimated
/// dimension is taken as that many cells: CellKit does not measure self-sizing content.
@preconcurrency @MainActor
public final class NSCollectionLayoutDimension: NSObject, Sendable {
    enum Kind: Sendable { case fractionalWidth, fractionalHeight, absolute, estimated }

    let kind: Kind
    /// The fraction, length or estimate the dimension was made with.
    public let dimension: CGFloat

    init(kind: Kind, dimension: CGFloat) {
        self.kind = kind
        self.dimension = dimension
        super.init()
    }

    /// A fraction of the container's width.
    public class func fractionalWidth(_ fractionalWidth: CGFloat) -> Self {
        Self(kind: .fractionalWidth, dimension: fractionalWidth)
    }

    /// A fraction of the container's height.
    public class func fractionalHeight(_ fractionalHeight: CGFloat) -> Self {
        Self(kind: .fractionalHeight, dimension: fractionalHeight)
    }

    /// A fixed length, in cells.
    public class func absolute(_ absoluteDimension: CGFloat) -> Self {
        Self(kind: .absolute, dimension: absoluteDimension)
    }

    /// An estimated length, in cells; CellKit lays it out as that length.
    public class func estimated(_ estimatedDimension: CGFloat) -> Self {
        Self(kind: .estimated, dimension: estimatedDimension)
    }

    public var isFractionalWidth: Bool { kind == .fractionalWidth }
    public var isFractionalHeight: Bool { kind == .fractionalHeight }
    public var isAbsolute: Bool { kind == .absolute }
    public var isEstimated: Bool { kind == .estimated }

    /// The length in cells inside a container of `container`'s size, always finite and within
    /// `0...CompositionalGeometry.limit`, whatever the input (NaN, infinite, negative, huge).
    func length(in container: CGSize) -> CGFloat {
        let value = CompositionalGeometry.clamped(dimension)
        switch kind {
        case .fractionalWidth: return CompositionalGeometry.clamped(value * container.width)
        case .fractionalHeight: return CompositionalGeometry.clamped(value * container.height)
        case .absolute, .estimated: return value
        }
    }
}
