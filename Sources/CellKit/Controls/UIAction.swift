import Foundation

/// What a control does when it fires: a title and a handler, as UIKit's `UIAction` (iOS 14).
@preconcurrency @MainActor
open class UIAction: NSObject {
    open var title: String
    /// The action's image, shown by a button made with it.
    open var image: UIImage?
    /// The control that sent the action, while its handler runs.
    open internal(set) weak var sender: AnyObject?
    let handler: @MainActor (UIAction) -> Void

    public init(title: String = "", handler: @escaping @MainActor (UIAction) -> Void) {
        self.title = title
        self.handler = handler
        super.init()
    }

    /// An action with a title and an image, as UIKit's; the other parts of UIKit's initializer
    /// (identifier, attributes, state) are not here.
    public convenience init(title: String = "", image: UIImage?, handler: @escaping @MainActor (UIAction) -> Void) {
        self.init(title: title, handler: handler)
        self.image = image
    }
}
