import Accessibility
import CellKit

/// The focused element as the screen reader last recorded it: what every gesture, frame and
/// snapshot reads until something changes. Its landing (speech, whether it has actions) is made
/// with it, once per change; its actions when something first asks for them, and its whole
/// record from that landing when a reader first asks, each then kept with it.
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

    /// The landing with its actions collected, once something asked for them.
    private var collectedLanding: ElementRecorder.Landing?

    /// Whether the element offers any action (what "Actions Available" and the rotor need).
    var hasActions: Bool { landing.hasActions }

    /// The live actions its record is made from (which a double tap performs): collected when
    /// first asked (the Actions rotor, a double tap on one, the record), once per kept focus,
    /// from the descriptor list its print read.
    var actions: [ElementAction] { collected.actions ?? [] }

    /// The element's custom content, read when the More Content rotor first steps through it,
    /// then kept with the focus as its speech is.
    private(set) lazy var customContent: [AXCustomContent] = element.customContent

    /// The text the Characters and Words rotors step through: the label it says (as its print
    /// read it), or, with none, its value (the text a text field or text view holds). Split when
    /// a swipe first steps through it, then kept with the focus, which stands only while the
    /// label and value read the same.
    private(set) lazy var characters = TextUnits(rotorText, by: .character)
    private(set) lazy var words = TextUnits(rotorText, by: .word)

    private var rotorText: String {
        print.label.isEmpty ? print.value ?? "" : print.label
    }

    private var collected: ElementRecorder.Landing {
        if let collectedLanding { return collectedLanding }
        if landing.actions != nil, landing.sources != nil { return landing }
        let made = recorder.collected(landing, on: element, sources: print.dragSources)
        collectedLanding = made
        return made
    }

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
        let record = recorder.record(of: element, landing: collected, drops: drops, containers: [])
        dropPoints = drops
        made = record
        return record
    }
}
