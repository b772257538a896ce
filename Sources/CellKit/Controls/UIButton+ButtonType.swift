import Foundation

extension UIButton {
    /// A button's type, with UIKit's cases and raw values. Kept; every type draws alike in cells.
    public enum ButtonType: Int, Sendable {
        case custom = 0
        case system = 1
        case detailDisclosure = 2
        case infoLight = 3
        case infoDark = 4
        case contactAdd = 5
        case plain = 6
        case close = 7

        /// UIKit's old name for `.system`.
        public static let roundedRect = ButtonType.system
    }
}
