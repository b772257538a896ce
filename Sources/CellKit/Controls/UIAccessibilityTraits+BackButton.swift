extension UIAccessibilityTraits {
    /// CellKit's own: the back button of a navigation bar, which VoiceOver says as "Back
    /// Button" instead of "Button" (a label that is only "Back" is not said twice). UIKit gives
    /// its navigation bar's back button this trait itself, through a trait it does not publish;
    /// CellKit has no navigation bar, so a view that acts as one sets it.
    public static let backButton = UIAccessibilityTraits(rawValue: 1 << 27)
}
