import Foundation

/// Which way VoiceOver asks `accessibilityScroll(_:)` to scroll: a three-finger swipe moves
/// the content with the fingers (a swipe left shows what is to the right).
public enum UIAccessibilityScrollDirection: Int, Sendable {
    case right = 1
    case left = 2
    case up = 3
    case down = 4
    case next = 5
    case previous = 6
}
