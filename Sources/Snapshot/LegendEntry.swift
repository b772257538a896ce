import CellKit
import ScreenReader

/// One element of the picture's legend: its number in visiting order, its frame, what VoiceOver
/// says when it lands there, and the actions in its Actions rotor.
@MainActor
public struct LegendEntry {
    /// 1 for the first element VoiceOver visits.
    public let number: Int
    /// The element's frame on the screen.
    public let frame: CGRect
    /// What VoiceOver says on landing (a swipe onto it): description, then hint and "Actions
    /// available" as Verbosity says, as `rotor run` prints them.
    public let spoken: [Utterance]
    /// The Actions rotor's entries, in its order; with no drag held, then the drop points it
    /// would offer during one.
    public let actions: [LegendAction]

    init(number: Int, element: AccessibleElement, reader: ScreenReader) {
        self.number = number
        frame = element.frame
        spoken = reader.spokenOnLanding(on: element)
        let offered = reader.actions(for: element).map { LegendAction($0) }
        let later = reader.finger.isDragging ? []
            : ActionCollector(finger: reader.finger, language: reader.language).dropPoints(for: element)
                .map { LegendAction($0, isOffered: false) }
        actions = offered + later
    }
}
