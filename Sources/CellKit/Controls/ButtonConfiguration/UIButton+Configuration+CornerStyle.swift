import Foundation

extension UIButton.Configuration {
    /// How a configured button's background corners are rounded, as UIKit's. Kept: cells have
    /// no corners.
    public enum CornerStyle: Int, Hashable, Sendable {
        case fixed = -1
        case dynamic = 0
        case small = 1
        case medium = 2
        case large = 3
        case capsule = 4
    }
}
