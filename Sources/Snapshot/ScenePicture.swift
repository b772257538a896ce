import CellKit
import SceneFormat
import ScreenReader
import Session

/// What `rotor snapshot` draws, gathered from a session at one moment: the scene's cells as
/// drawn, each element VoiceOver visits (in visiting order) with what it says on landing and
/// its actions, the VoiceOver cursor and the drag in flight.
///
/// The picture follows AccessibilitySnapshot's idea: each element's frame outlined in its own
/// colour, and beside the screen a numbered legend in reading order. `SVGPicture` draws it.
@MainActor
public struct ScenePicture {
    /// The scene's title (or name), for the picture's heading.
    public let title: String
    /// The windows drawn together, from the screen's origin to their farthest edge.
    public let cells: CellGrid
    /// Every element in visiting order.
    public let entries: [LegendEntry]
    /// The VoiceOver cursor's frame on the screen, when an element is focused.
    public let focusFrame: CGRect?
    /// The drag the screen reader holds, if any.
    public let drag: DragInFlight?
    /// Which step of the script the picture is after (`nil`: as the scene opens), the step as
    /// the script writes it, and what it made VoiceOver say.
    public let step: (number: Int, text: String, said: [Utterance])?
    public let language: Language
    /// How many points a cell stands for on the scene's screen: the frames above are points, and
    /// the picture draws them at this many points a cell.
    public let cellMetrics: CellMetrics

    /// The picture of a session as it is now; `step` names the script step it is after.
    public init(session: ScreenSession, title: String, step: (number: Int, text: String, said: [Utterance])? = nil) {
        let snapshot = session.snapshot()
        let reader = session.screenReader
        self.title = title
        self.step = step
        language = snapshot.language
        focusFrame = snapshot.focusFrame
        cellMetrics = snapshot.cellMetrics
        cells = Self.draw(snapshot.windows, metrics: snapshot.cellMetrics)
        let isDragging = reader.finger.isDragging
        entries = reader.record.elements.enumerated().map { index, element in
            LegendEntry(number: index + 1, record: element, isDragging: isDragging)
        }
        drag = snapshot.drag.map(DragInFlight.init)
    }

    /// The picture of a scene after the first `steps` steps of its script (or of `script`),
    /// in `language` (the scene's by default).
    public static func of(_ scene: Scene, script: Script? = nil, afterSteps steps: Int = 0,
                          language: Language? = nil) throws(PictureError) -> ScenePicture {
        let runner = ScriptRunner(scene: scene, language: language)
        let all = (script ?? scene.script)?.steps ?? []
        guard steps >= 0, steps <= all.count else {
            throw PictureError(message: "--at \(steps): the script has \(all.count) step\(all.count == 1 ? "" : "s"); "
                + "give a number from 0 to \(all.count)")
        }
        let taken = Array(all.prefix(steps))
        let run = runner.run(Script(file: script?.file ?? scene.file, steps: taken))
        let last = run.outcomes.last.map { (number: steps, text: $0.step.actionText, said: $0.spoken) }
        return ScenePicture(session: runner.session, title: scene.title ?? scene.name, step: last)
    }

    /// The windows drawn into one grid, each at its place on the screen.
    private static func draw(_ windows: [UIWindow], metrics: CellMetrics) -> CellGrid {
        let shown = windows.filter { !$0.isHidden }
        let width = shown.map { metrics.wholeColumns($0.frame.maxX) }.max() ?? 0
        let height = shown.map { metrics.wholeRows($0.frame.maxY) }.max() ?? 0
        // A scene's window may be huge (a benchmark's); a picture of more than a screenful or
        // two is of no use, and its SVG would be enormous.
        let context = CellContext(grid: CellGrid(width: min(max(width, 1), 400), height: min(max(height, 1), 200)))
        for window in shown {
            context.withMetrics(metrics) {
                context.withState(offset: window.frame.origin, clippingTo: nil) {
                    window.render(in: context)
                }
            }
        }
        return context.grid
    }
}
