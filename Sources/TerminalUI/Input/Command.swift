import ScreenReader

/// What a key asks the front to do.
public enum Command: Hashable, Sendable {
    /// A VoiceOver gesture.
    case perform(Gesture)
    case quit
}
