import Foundation

/// The text field of a search bar, as UIKit's `UISearchTextField` (iOS 13). VoiceOver says its
/// placeholder (or text) and "Search Field", as for iOS's search fields, not "Text Field".
@preconcurrency @MainActor
open class UISearchTextField: UITextField {
    open override var accessibilityTraits: UIAccessibilityTraits {
        get { super.accessibilityTraits.union(.searchField) }
        set { super.accessibilityTraits = newValue }
    }
}
