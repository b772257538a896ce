import Foundation

/// What a menu holds: an action, a submenu (`UIMenu`), as UIKit's `UIMenuElement` (iOS 13).
///
/// UIKit's elements are copied when a menu takes them; CellKit's are shared, which code that
/// builds a menu and hands it over cannot tell apart.
@preconcurrency @MainActor
open class UIMenuElement: NSObject {
    /// The element's title.
    open var title: String
    /// A second line under the title (iOS 15).
    open var subtitle: String?
    /// The image shown beside the title.
    open var image: UIImage?

    /// An element with a title, as the subclasses' initializers make it.
    init(title: String, subtitle: String?, image: UIImage?) {
        self.title = title
        self.subtitle = subtitle
        self.image = image
        super.init()
    }

    /// CellKit loads no archives: this always fails, decoding nothing.
    public required init?(coder: NSCoder) {
        nil
    }
}

extension UIMenuElement {
    /// How an element is shown and whether it can be chosen. The values are UIKit's.
    public struct Attributes: OptionSet, Sendable, Hashable {
        public let rawValue: UInt
        public init(rawValue: UInt) {
            self.rawValue = rawValue
        }

        /// Shown dimmed; choosing it does nothing.
        public static let disabled = Attributes(rawValue: 1 << 0)
        /// Shown in red: it destroys something.
        public static let destructive = Attributes(rawValue: 1 << 1)
        /// Not shown.
        public static let hidden = Attributes(rawValue: 1 << 2)
        /// The menu stays up after it is chosen (iOS 16).
        public static let keepsMenuPresented = Attributes(rawValue: 1 << 3)
    }

    /// Whether an element is checked. The values are UIKit's.
    public enum State: Int, Sendable {
        case off = 0
        case on = 1
        case mixed = 2
    }

    /// The size a menu gives its elements (iOS 16). The values are UIKit's.
    public enum Size: Int, Sendable {
        case small = 0
        case medium = 1
        case large = 2
        /// The size the system chooses (iOS 17).
        case automatic = -1
    }
}
