import Foundation
import ScreenReader

/// Something that happened in a session, as listeners (plain output, a recording, real speech)
/// need it.
public enum SessionEvent: Sendable, Equatable {
    /// The screen appeared and its first element was spoken.
    case started(said: [Utterance])
    /// A gesture was performed (by a key, a click, a script or a demo), and what it made the
    /// screen reader say, including what fell due at once.
    case performed(Gesture, said: [Utterance])
    /// Virtual time passed. `clockWasBusy` says whether anything was scheduled (a load under
    /// way), so a recording knows the time mattered.
    case waited(TimeInterval, said: [Utterance], clockWasBusy: Bool)
    /// The screen reader's language changed; the language's name was said.
    case switchedLanguage(Language, said: Utterance)
    /// A VoiceOver setting changed by a step: Verbosity (`SessionStep.actionsVerbosity` or
    /// `.hints`) or the screen curtain (`.curtain`); the new setting was said.
    case changedVerbosity(SessionStep, said: Utterance)
    /// The app did something a step named (`SessionStep.app`), and what VoiceOver said of it.
    case appEvent(String, said: [Utterance])
    /// A front showed a panel (help, the inspector): its lines, for fronts that show no panels.
    case displayed(lines: [String])
    /// The run is over (quit, a signal, the end of a demo).
    case ended
}
