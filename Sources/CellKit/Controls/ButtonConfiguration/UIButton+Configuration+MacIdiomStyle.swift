import Foundation

extension UIButton.Configuration {
    /// The style of a configured button on a Mac, as UIKit's. Kept.
    public enum MacIdiomStyle: Int, Hashable, Sendable {
        case automatic = 0
        case bordered = 1
        case borderless = 2
        case borderlessTinted = 3
    }
}
