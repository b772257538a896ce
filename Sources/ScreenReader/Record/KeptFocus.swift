import CellKit

/// The focused element as the screen reader last recorded it: what every gesture, frame and
/// snapshot reads until something changes. Its landing (actions, speech) is made with it, once
/// per change; its whole record is made from that landing when a reader first asks, and then
/// kept with it.
@MainActor
final class KeptFocus {
    let key: RecordKey
    /// The element's own content when it was recorded.
    let print: ContentPrint
    let element: AccessibleElement
    /// Counts the kept focuses a screen reader has made: a reader that keeps what it drew from
    /// one compares this number rather than the whole record.
    let number: Int
    let landing: ElementRecorder.Landing
    private let recorder: ElementRecorder
    /// The element's drop points as read, once something read them: the landing while a drag is
    /// held, else the record. From then on the kept focus stands only while they say the same.
    private var dropPoints: ListedDescriptors?
    private var made: ElementRecord?

    init(key: RecordKey, print: ContentPrint, element: AccessibleElement, number: Int, landing: ElementRecorder.Landing,
         dropPoints: ListedDescriptors?, recorder: ElementRecorder) {
        self.key = key
        self.print = print
        self.element = element
        self.number = number
        self.landing = landing
        self.dropPoints = dropPoints
        self.recorder = recorder
    }

    /// The live actions its record was made from (which a double tap performs).
    var actions: [ElementAction] { landing.actions }

    /// The app's rotors around the element, listed when a rotor turn or step first asks and
    /// kept with the focus: a swipe onto the element lists none of them.
    func customRotors(noting clock: ViewTreeClock?) -> KeptRotors {
        if let listedRotors { return listedRotors }
        let listed = KeptRotors(of: element, noting: clock)
        listedRotors = listed
        return listed
    }
    private var listedRotors: KeptRotors?

    /// Whether it still says what VoiceOver sees: nothing it depends on has moved.
    func stands(key: RecordKey, print: ContentPrint) -> Bool {
        guard key == self.key, print == self.print else { return false }
        guard let dropPoints else { return true }
        return ListedDescriptors(element.object.accessibilityDropPointDescriptors) == dropPoints
    }

    /// Whether its whole record has been made (a reader asked for it).
    var isRecordMade: Bool { made != nil }

    /// The element's whole record, made when first asked: nothing on a swipe's path reads more
    /// than the landing.
    var record: ElementRecord {
        if let made { return made }
        let drops = dropPoints ?? ListedDescriptors(element.object.accessibilityDropPointDescriptors)
        let record = recorder.record(of: element, landing: landing, drops: drops, containers: [])
        dropPoints = drops
        made = record
        return record
    }
}
