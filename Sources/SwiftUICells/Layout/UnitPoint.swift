/// A point in a view's bounds as fractions of its width and height, as SwiftUI's `UnitPoint`.
public struct UnitPoint: Hashable, Sendable {
    public var x: CGFloat
    public var y: CGFloat

    public init() {
        self.init(x: 0, y: 0)
    }

    public init(x: CGFloat, y: CGFloat) {
        self.x = x
        self.y = y
    }

    public static let zero = UnitPoint(x: 0, y: 0)
    public static let center = UnitPoint(x: 0.5, y: 0.5)
    public static let leading = UnitPoint(x: 0, y: 0.5)
    public static let trailing = UnitPoint(x: 1, y: 0.5)
    public static let top = UnitPoint(x: 0.5, y: 0)
    public static let bottom = UnitPoint(x: 0.5, y: 1)
    public static let topLeading = UnitPoint(x: 0, y: 0)
    public static let topTrailing = UnitPoint(x: 1, y: 0)
    public static let bottomLeading = UnitPoint(x: 0, y: 1)
    public static let bottomTrailing = UnitPoint(x: 1, y: 1)

    /// The point in `bounds`, kept inside them (a point on the far edge belongs to the last
    /// point of the view, as a finger placed there would), and finite.
    func point(in size: CGSize) -> CGPoint {
        func along(_ fraction: CGFloat, _ length: CGFloat) -> CGFloat {
            guard fraction.isFinite, length > 0 else { return 0 }
            return min(max(0, fraction * length), length - min(1, length / 2))
        }
        return CGPoint(x: along(x, size.width), y: along(y, size.height))
    }
}
