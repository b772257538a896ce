import Foundation

/// An action VoiceOver offers in its Actions rotor. The handler says whether it succeeded.
@preconcurrency @MainActor
open class UIAccessibilityCustomAction: NSObject {
    /// What VoiceOver speaks for the action.
    open var attributedName: NSAttributedString
    /// Runs the action; returns whether it succeeded.
    open var actionHandler: ((UIAccessibilityCustomAction) -> Bool)?
    open var image: UIImage?
    /// The group the action is listed under; `nil` means the plain Actions list.
    open var category: String?

    /// The plain text of `attributedName`.
    open var name: String {
        get { attributedName.string }
        set { attributedName = NSAttributedString(string: newValue) }
    }

    public init(attributedName: NSAttributedString, actionHandler: ((UIAccessibilityCustomAction) -> Bool)?) {
        self.attributedName = attributedName
        self.actionHandler = actionHandler
        super.init()
    }

    public convenience init(name: String, actionHandler: ((UIAccessibilityCustomAction) -> Bool)?) {
        self.init(attributedName: NSAttributedString(string: name), actionHandler: actionHandler)
    }

    public convenience init(name: String, image: UIImage?, actionHandler: ((UIAccessibilityCustomAction) -> Bool)?) {
        self.init(name: name, actionHandler: actionHandler)
        self.image = image
    }
}
