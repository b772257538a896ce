import Foundation

extension UIButton.Configuration {
    /// A button's size class, as UIKit's: it picks the default insets and fonts.
    public enum Size: Int, Hashable, Sendable {
        case mini = 0
        case small = 1
        case medium = 2
        case large = 3
    }
}
