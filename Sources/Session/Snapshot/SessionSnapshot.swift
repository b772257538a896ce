import CellKit
import ScreenReader

/// A session's state at one moment, looked at once: what a frame is drawn from, so the focus,
/// the rotor and the drag are each read once per frame and agree with each other.
///
/// What VoiceOver sees of the focus comes from the screen reader's record (`focus`, an
/// `ElementRecord` made once per change); the session keeps the snapshot itself while neither
/// the record's key nor its own state (captions, curtain) moves, so an idle front makes none.
@MainActor
public struct SessionSnapshot {
    /// What the session is called (a scene's name).
    public let title: String
    /// The windows, back to front.
    public let windows: [UIWindow]
    public let language: Language
    /// The element under the VoiceOver cursor, if it is still on screen.
    public let focusedElement: AccessibleElement?
    /// Its frame on the screen.
    public let focusFrame: CGRect?
    /// What VoiceOver sees of it: what it says, its actions and the descriptors left out.
    public let focus: ElementRecord?
    /// The rotor's setting; `nil` until the user first rotates.
    public let rotorSetting: RotorSetting?
    /// The rotor's settings offered on the focused element, in rotor order.
    public let offeredRotorSettings: [RotorSetting]
    /// VoiceOver's Verbosity settings.
    public let verbosity: Verbosity
    /// The drag the screen reader holds, if any.
    public let drag: HeldDrag?
    /// What was said lately, oldest first (`ScreenSession.captions`).
    public let captions: [Utterance]
    /// How many utterances were said since the session began: the last caption's number, one-based.
    public let captionCount: Int
    /// Whether the screen curtain is on: a front shows no visuals.
    public let isCurtainOn: Bool
    /// How many points a terminal cell stands for on the session's screen: what a front divides
    /// the frames above by to draw them in cells.
    public let cellMetrics: CellMetrics

    init(of session: ScreenSession) {
        let reader = session.screenReader
        let focused = reader.focusedElement
        title = session.title
        windows = session.windows
        language = reader.language
        focusedElement = focused
        focusFrame = focused?.outline
        focus = reader.focusedRecord
        rotorSetting = reader.rotor.setting
        offeredRotorSettings = reader.offeredRotorSettings
        verbosity = reader.verbosity
        drag = HeldDrag(finger: session.finger)
        captions = session.captions
        captionCount = session.captionCount
        isCurtainOn = session.isCurtainOn
        cellMetrics = session.screen?.cellMetrics ?? .cells
    }
}
