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

    /// The entry for an element of the screen reader's record.
    init(number: Int, record element: ElementRecord, isDragging: Bool) {
        self.number = number
        frame = element.frame.count == 4
            ? CGRect(x: element.frame[0], y: element.frame[1], width: element.frame[2], height: element.frame[3]) : .zero
        spoken = element.spoken
        let offered = element.actions.map { LegendAction($0) }
        let later = isDragging ? []
            : element.dropPoints.filter { $0.leftOut == nil }.map { LegendAction($0, isOffered: false) }
        actions = offered + later
    }
}
