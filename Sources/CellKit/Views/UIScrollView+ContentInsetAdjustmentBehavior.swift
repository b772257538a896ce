import Foundation

extension UIScrollView {
    /// How the safe area is added to a scroll view's content insets, as UIKit's.
    public enum ContentInsetAdjustmentBehavior: Int, Sendable {
        case automatic = 0
        case scrollableAxes = 1
        case never = 2
        case always = 3
    }
}
