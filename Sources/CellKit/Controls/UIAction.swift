import Foundation

/// What a control does when it fires: a title and a handler, as UIKit's `UIAction` (iOS 14).
@MainActor
open class UIAction: NSObject {
    open var title: String
    /// The control that sent the action, while its handler runs.
    open internal(set) weak var sender: AnyObject?
    let handler: @MainActor (UIAction) -> Void

    public init(title: String = "", handler: @escaping @MainActor (UIAction) -> Void) {
        self.title = title
        self.handler = handler
        super.init()
    }
}
