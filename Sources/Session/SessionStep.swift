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
    /// Sets Verbosity › Actions (it says the new setting, "Actions: Speak").
    case actionsVerbosity(Verbosity.ActionsMode)
    /// Turns Verbosity › Speak Hints on or off (it says "Hints on" or "Hints off").
    case hints(Bool)
    /// Turns VoiceOver's screen curtain on or off (it says "Screen curtain on" or "off"): the
    /// screen goes dark for a front, speech goes on.
    case curtain(Bool)
    /// Something the app does by itself, named as a script writes it after `app` (`push
    /// detail`, `present notes`, `pop`, `dismiss`): the session runs what its `appEvents` hold
    /// for the name, then VoiceOver hears what the app posted (a screen change moves it to the
    /// new screen). CellKit's own: a screen's timers and network replies, in a script.
    case app(String)
}
