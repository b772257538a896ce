import Foundation

extension UISplitViewController {
    /// A column of a split view controller (iOS 14), as UIKit's.
    public enum Column: Int, Sendable {
        case primary = 0
        case supplementary = 1
        case secondary = 2
        /// What shows when the interface is collapsed (a compact width).
        case compact = 3
        /// A column after the secondary (iOS 26). Kept.
        case inspector = 4
    }
}
