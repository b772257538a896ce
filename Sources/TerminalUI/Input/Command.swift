import ScreenReader

/// What a key asks the front to do.
public enum Command: Hashable, Sendable {
    /// A VoiceOver gesture.
    case perform(Gesture)
    /// Shows or hides the inspector panel.
    case toggleInspector
    /// Scrolls the inspector's callback log a page back (toward the first callback).
    case scrollLogBack
    /// Scrolls the inspector's callback log a page on; past its end, the panel follows it again.
    case scrollLogForward
    /// Turns the screen curtain on or off: the visuals go, speech goes on.
    case toggleCurtain
    /// Shows or hides the list of keys.
    case toggleHelp
    /// Moves the screen reader to the next language.
    case cycleLanguage
    /// Moves Verbosity's Actions to its next setting (speak, play sound, change rotor, do nothing).
    case cycleActionsVerbosity
    /// Turns Verbosity's Speak Hints on or off.
    case toggleHints
    case quit
}
