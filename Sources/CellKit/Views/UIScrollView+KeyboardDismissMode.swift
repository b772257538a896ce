import Foundation

extension UIScrollView {
    /// How scrolling puts the keyboard away, as UIKit's.
    public enum KeyboardDismissMode: Int, Sendable {
        case none = 0
        case onDrag = 1
        case interactive = 2
        case onDragWithAccessory = 3
        case interactiveWithAccessory = 4
    }
}
