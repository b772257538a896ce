import Foundation

/// An item a custom rotor's search found: the element VoiceOver moves to and, in an element of
/// text, the range in it.
@preconcurrency @MainActor
open class UIAccessibilityCustomRotorItemResult: NSObject {
    /// The element VoiceOver moves to; held weakly, as UIKit does.
    open weak var targetElement: (any NSObjectProtocol)?
    /// The range of text in the element, if the item is a part of its text.
    open var targetRange: UITextRange?

    public init(targetElement: any NSObjectProtocol, targetRange: UITextRange?) {
        self.targetElement = targetElement
        self.targetRange = targetRange
        super.init()
    }

    /// An empty result: no element, no range (a new predicate's `currentItem`).
    public override init() {
        super.init()
    }
}
