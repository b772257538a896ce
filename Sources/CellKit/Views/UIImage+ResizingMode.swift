import Foundation

extension UIImage {
    /// How a resizable image fills its stretched parts, as UIKit's.
    public enum ResizingMode: Int, Sendable {
        case tile = 0
        case stretch = 1
    }
}
