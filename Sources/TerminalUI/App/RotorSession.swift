import CellKit
import SceneFormat
import ScreenReader

/// One person's run of a scene: the scene, the system finger, the screen reader, and the
/// captions of what was said.
@MainActor
public final class RotorSession {
    public let scene: Scene
    public let finger: Finger
    public let screenReader: ScreenReader
    /// Everything said, oldest first.
    public private(set) var captions: [Utterance] = []

    public init(scene: Scene) {
        self.scene = scene
        self.finger = Finger(windows: scene.windows)
        self.screenReader = ScreenReader(finger: finger, language: scene.language)
    }

    /// Focuses the first element and speaks it, as when the screen appears.
    public func start() {
        captions += screenReader.start()
    }

    /// Performs a gesture; what it said joins the captions.
    @discardableResult
    public func perform(_ gesture: Gesture) -> [Utterance] {
        let said = screenReader.perform(gesture)
        captions += said
        return said
    }
}
