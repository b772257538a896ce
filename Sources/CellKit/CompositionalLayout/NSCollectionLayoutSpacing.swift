import Foundation

/// The space between the items of a group: fixed, or flexible (at least that much, the
/// group's unused length shared out between the items).
@preconcurrency @MainActor
public final class NSCollectionLayoutSpacing: NSObject, Sendable {
    /// The fixed spacing, or the least flexible spacing, in cells.
    public let spacing: CGFloat
    public let isFlexibleSpacing: Bool
    public var isFixedSpacing: Bool { !isFlexibleSpacing }

    init(spacing: CGFloat, flexible: Bool) {
        self.spacing = spacing
        self.isFlexibleSpacing = flexible
        super.init()
    }

    public class func fixed(_ fixedSpacing: CGFloat) -> Self {
        Self(spacing: fixedSpacing, flexible: false)
    }

    public class func flexible(_ flexibleSpacing: CGFloat) -> Self {
        Self(spacing: flexibleSpacing, flexible: true)
    }
}
