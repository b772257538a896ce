import CellKit
import ScreenReader

/// One run of a scene: the scene, the system finger, the screen reader, and everything said.
/// The terminal front and the headless script runner both drive a scene through one of these.
@MainActor
public final class SceneSession {
    public let scene: Scene
    public let finger: Finger
    public let screenReader: ScreenReader
    /// Everything said, oldest first.
    public private(set) var captions: [Utterance] = []

    /// A session speaking the scene's language unless `language` is given.
    public init(scene: Scene, language: Language? = nil) {
        self.scene = scene
        self.finger = Finger(windows: scene.windows)
        self.screenReader = ScreenReader(finger: finger, language: language ?? scene.language)
    }

    /// Focuses the first element and speaks it, as when the screen appears.
    @discardableResult
    public func start() -> [Utterance] {
        let said = screenReader.start()
        captions += said
        return said
    }

    /// Performs a gesture; what it said joins the captions.
    @discardableResult
    public func perform(_ gesture: Gesture) -> [Utterance] {
        let said = screenReader.perform(gesture)
        captions += said
        return said
    }

    /// Runs what is due now (loads without a delay finish, and what they start at once), then
    /// speaks what the app announced meanwhile. A gesture takes no virtual time: a load with a
    /// delay waits for `wait(_:)`, so its placeholder can be heard first.
    @discardableResult
    public func settle() -> [Utterance] {
        finger.clock.advance(by: 0)
        return speakNotifications()
    }

    /// Moves virtual time on by `seconds`, then speaks what the app announced meanwhile.
    @discardableResult
    public func wait(_ seconds: TimeInterval) -> [Utterance] {
        finger.clock.advance(by: seconds)
        return speakNotifications()
    }

    /// Moves virtual time on to `time` (seconds since the session began), then speaks what the
    /// app announced meanwhile.
    @discardableResult
    public func wait(until time: TimeInterval) -> [Utterance] {
        finger.clock.advance(to: time)
        return speakNotifications()
    }

    /// Switches the screen reader to a language and says so, in that language's own name.
    @discardableResult
    public func switchLanguage(to language: Language) -> Utterance {
        screenReader.language = language
        let said = Utterance(language.name, kind: .announcement, language: language.code)
        captions.append(said)
        return said
    }

    private func speakNotifications() -> [Utterance] {
        let said = screenReader.speakNotifications()
        captions += said
        return said
    }
}
