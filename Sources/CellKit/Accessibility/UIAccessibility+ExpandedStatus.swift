import Foundation

extension UIAccessibility {
    /// Whether an element shows or hides what it discloses (iOS 18), as
    /// `accessibilityExpandedStatus` says: VoiceOver says "Expanded" or "Collapsed" after the
    /// element's trait words and hints that a double tap collapses or expands it.
    public enum ExpandedStatus: Int, Sendable, Hashable {
        /// The element neither expands nor collapses.
        case unsupported = 0
        /// What the element discloses is shown.
        case expanded = 1
        /// What the element discloses is hidden.
        case collapsed = 2
    }
}
