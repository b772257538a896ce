import Foundation

extension UIButton.Configuration {
    /// How a configured button's title and subtitle align with each other, as UIKit's.
    public enum TitleAlignment: Int, Hashable, Sendable {
        case automatic = 0
        case leading = 1
        case center = 2
        case trailing = 3
    }
}
