import Foundation

extension UIImage {
    /// How an image is drawn, as UIKit's: in its own colours, or as a template in a tint colour.
    public enum RenderingMode: Int, Sendable {
        /// The context decides: symbols are templates, pictures are drawn as they are.
        case automatic = 0
        /// Always in the image's own colours.
        case alwaysOriginal = 1
        /// Always as a template, in the tint colour.
        case alwaysTemplate = 2
    }
}
