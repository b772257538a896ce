import CellKit
import ScreenReader

/// One thing that happened in a session, in the order it happened: something the screen reader
/// said, or a callback the app's drag and drop delegates got (`DragEventLog`).
///
/// Within one step, the callbacks a gesture made come before what the gesture made the screen
/// reader say (the speech tells what the gesture did), and what fell due after it (a load
/// finishing, with its callbacks and announcements) comes after both.
public enum TimelineEntry: Sendable, Hashable {
    case said(Utterance)
    case callback(DragEvent)

    /// The utterance, when the entry is one.
    public var utterance: Utterance? {
        if case .said(let utterance) = self { utterance } else { nil }
    }

    /// The callback, when the entry is one.
    public var callback: DragEvent? {
        if case .callback(let event) = self { event } else { nil }
    }
}
