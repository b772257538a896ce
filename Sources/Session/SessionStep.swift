import Foundation
import ScreenReader

/// One step of a session, as a key, a script line or a demo takes it.
public enum SessionStep: Sendable, Equatable {
    /// A VoiceOver gesture; what falls due at once runs after it.
    case gesture(Gesture)
    /// Lets virtual time pass, in seconds.
    case wait(TimeInterval)
    /// Switches the screen reader's language (it says the language's name).
    case language(Language)
}
