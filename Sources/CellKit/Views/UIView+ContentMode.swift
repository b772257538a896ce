import Foundation

extension UIView {
    /// How a view lays out its content when its size changes, with UIKit's cases and raw values.
    /// Kept by `UIView.contentMode`; cells draw content at its own size in every mode.
    public enum ContentMode: Int, Sendable {
        case scaleToFill = 0
        case scaleAspectFit = 1
        case scaleAspectFill = 2
        case redraw = 3
        case center = 4
        case top = 5
        case bottom = 6
        case left = 7
        case right = 8
        case topLeft = 9
        case topRight = 10
        case bottomLeft = 11
        case bottomRight = 12
    }
}
