import Foundation

/// What VoiceOver asks a custom rotor's search: the item to search from and which way.
/// A `currentItem` whose `targetElement` is `nil` asks for the first item (searching `.next`)
/// or the last (`.previous`), as UIKit's header says.
@preconcurrency @MainActor
open class UIAccessibilityCustomRotorSearchPredicate: NSObject {
    /// The item the search starts from (not itself a match).
    open var currentItem: UIAccessibilityCustomRotorItemResult
    /// Which way to search.
    open var searchDirection: UIAccessibilityCustomRotor.Direction

    public override init() {
        currentItem = UIAccessibilityCustomRotorItemResult()
        searchDirection = .next
        super.init()
    }
}
