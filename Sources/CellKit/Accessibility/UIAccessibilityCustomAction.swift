import Foundation

/// An action VoiceOver offers in its Actions rotor. The handler says whether it succeeded.
@preconcurrency @MainActor
open class UIAccessibilityCustomAction: NSObject {
    /// What VoiceOver speaks for the action: a copy of the string set (UIKit's `@NSCopying`), so
    /// a mutable string changed afterwards does not change the action's name.
    open var attributedName: NSAttributedString {
        get { copiedName }
        set {
            copiedName = Self.copied(newValue)
            plainName = copiedName.string
        }
    }
    private var copiedName: NSAttributedString
    /// The plain text of the name, kept when the name is set rather than made at each read: a
    /// screen reader reads every action's name at each look at the focus, to see whether the
    /// app renamed one, and `NSAttributedString.string` makes a new string each time (an
    /// element of 100,000 actions cost 3 ms a look).
    private var plainName: String
    /// Runs the action; returns whether it succeeded.
    open var actionHandler: ((UIAccessibilityCustomAction) -> Bool)?
    open var image: UIImage?
    /// The group the action is listed under; `nil` means the plain Actions list.
    open var category: String?

    /// The plain text of `attributedName`.
    open var name: String {
        get { plainName }
        set { attributedName = NSAttributedString(string: newValue) }
    }

    public init(attributedName: NSAttributedString, actionHandler: ((UIAccessibilityCustomAction) -> Bool)?) {
        copiedName = Self.copied(attributedName)
        plainName = copiedName.string
        self.actionHandler = actionHandler
        super.init()
    }

    /// `name` as UIKit's `@NSCopying` keeps it: a mutable string is copied, an immutable one is
    /// kept as it is (its copy would be itself).
    private static func copied(_ name: NSAttributedString) -> NSAttributedString {
        name is NSMutableAttributedString ? NSAttributedString(attributedString: name) : name
    }

    public convenience init(name: String, actionHandler: ((UIAccessibilityCustomAction) -> Bool)?) {
        self.init(attributedName: NSAttributedString(string: name), actionHandler: actionHandler)
    }

    public convenience init(name: String, image: UIImage?, actionHandler: ((UIAccessibilityCustomAction) -> Bool)?) {
        self.init(name: name, actionHandler: actionHandler)
        self.image = image
    }
}
