import Foundation

extension UIScrollView {
    /// How fast a scroll slows after the finger lifts, as UIKit's.
    public struct DecelerationRate: RawRepresentable, Hashable, Sendable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public static let normal = DecelerationRate(rawValue: 0.998)
        public static let fast = DecelerationRate(rawValue: 0.99)
    }
}
