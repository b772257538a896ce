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
    /// would offer during one. At most `ScenePicture.actionLimit` of them.
    public let actions: [LegendAction]
    /// How many more entries there are past those in `actions`, which the legend counts but
    /// does not list.
    public let unlistedActionCount: Int

    /// The entry for an element of the screen reader's record.
    init(number: Int, record element: ElementRecord, isDragging: Bool) {
        self.number = number
        frame = element.frame.count == 4
            ? CGRect(x: element.frame[0], y: element.frame[1], width: element.frame[2], height: element.frame[3]) : .zero
        spoken = element.spoken
        // Only the listed entries are made: an element may offer 100,000 actions.
        let limit = ScenePicture.actionLimit
        let later = isDragging ? [] : element.dropPoints.filter { $0.leftOut == nil }
        var listed = element.actions.prefix(limit).map { LegendAction($0) }
        listed += later.prefix(limit - listed.count).map { LegendAction($0, isOffered: false) }
        actions = listed
        unlistedActionCount = element.actions.count + later.count - listed.count
    }
}
