/// Which way VoiceOver adjusts a view with an adjustable action, as SwiftUI's
/// `AccessibilityAdjustmentDirection`: a swipe up increments, a swipe down decrements.
public enum AccessibilityAdjustmentDirection: Sendable {
    case increment
    case decrement
}
