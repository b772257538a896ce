import Foundation

/// The guide that follows the keyboard's top edge (iOS 15). [sim] Rotor never shows a keyboard
/// (text comes from the scene or the script), so the guide is the keyboard docked and hidden:
/// zero high, its top at the bottom of the owning view's safe area, as UIKit places it then.
@preconcurrency @MainActor
open class UIKeyboardLayoutGuide: UILayoutGuide {
    /// Whether the guide follows an undocked or floating keyboard too. Kept: no keyboard shows.
    open var followsUndockedKeyboard = false

    /// Whether the guide's height is the safe area's inset when the keyboard is off screen
    /// (iOS 17). Kept: the safe area has no bottom inset in CellKit, so either way it is zero.
    open var usesBottomSafeArea = true

    /// Padding above the keyboard where a scroll to dismiss it begins (iOS 17); negative values
    /// count as 0. Kept: no keyboard shows.
    open var keyboardDismissPadding: CGFloat = 0

    init(owningView: UIView) {
        super.init(role: .keyboard, owningView: owningView)
    }
}
