import Foundation

extension UIButton.Configuration {
    /// The indicator a configured button with a menu shows (iOS 16), as UIKit's. Kept.
    public enum Indicator: Int, Hashable, Sendable {
        case automatic = 0
        case none = 1
        case popup = 2
    }
}
