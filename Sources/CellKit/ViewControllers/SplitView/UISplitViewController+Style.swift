import Foundation

extension UISplitViewController {
    /// How many columns a split view controller has (iOS 14), as UIKit's.
    public enum Style: Int, Sendable {
        /// The classic interface: `viewControllers` is the primary and the secondary.
        case unspecified = 0
        case doubleColumn = 1
        case tripleColumn = 2
    }
}
