import CellKit
import SceneFormat
import ScreenReader
import Session

/// What `rotor snapshot` draws, gathered from a session at one moment: the scene's cells as
/// drawn, the elements VoiceOver visits that the picture shows (in visiting order) with what
/// each says on landing and its actions, the VoiceOver cursor and the drag in flight.
///
/// The picture follows AccessibilitySnapshot's idea: each element's frame outlined in its own
/// colour, and beside the screen a numbered legend in reading order. Like AccessibilitySnapshot's
/// default (it trims elements off the screen and can say how many), the legend lists the
/// elements the picture draws, at most `legendLimit` of them and the focused one, and says how
/// many it leaves out and why: a legend of 100,000 entries is 30 MB of SVG that no one reads.
/// `SVGPicture` draws it.
@MainActor
public struct ScenePicture {
    /// The most elements the legend lists of those the picture draws; the focused element is
    /// listed wherever it is. A picture is a screenful of at most 400 × 200 cells; 200 entries
    /// are a legend several times its height, ten times the elements of the largest shipped
    /// scene, and what `rotor export`'s script visits (`SpokenScript.elementLimit`). Past them
    /// the legend costs its elements, not what anyone can read: a segmented control of 100,000
    /// segments drew a 30 MB SVG in 1.5 s.
    public static let legendLimit = 200
    /// The most of one element's actions its entry lists. An element of 100,000 custom actions
    /// listed each (15 MB of legend); 50 is what `rotor export`'s script lists
    /// (`SpokenScript.actionLimit`), ten times the most a shipped scene's element offers.
    public static let actionLimit = 50

    /// The scene's title (or name), for the picture's heading.
    public let title: String
    /// The windows drawn together, from the screen's origin to their farthest edge.
    public let cells: CellGrid
    /// The elements the legend lists, in visiting order, each with its number in that order:
    /// the first `legendLimit` of those the picture draws, and the focused element.
    public let entries: [LegendEntry]
    /// How many elements VoiceOver visits on the screen, listed or not.
    public let elementCount: Int
    /// How many elements are not listed because the picture does not draw them: nothing of
    /// their frame is on its cells (off the windows, or past the picture's edge).
    public let offPictureCount: Int
    /// How many elements the picture draws but the legend does not list, past `legendLimit`;
    /// their outlines are not drawn either.
    public let unlistedCount: Int
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
        // Each element's frame is read once, and only the listed ones are recorded: a record
        // is what VoiceOver says and offers there, the most an element costs.
        let all = reader.elements
        let focused = reader.focusedElementIndex
        var listed: [Int] = []
        var drawnListed = 0, offPicture = 0, unlisted = 0
        var index = 0
        for element in all {
            defer { index += 1 }
            if Self.shows(element.frame, on: cells, metrics: snapshot.cellMetrics) {
                if drawnListed < Self.legendLimit {
                    listed.append(index)
                    drawnListed += 1
                } else if index == focused {
                    listed.append(index)
                } else {
                    unlisted += 1
                }
            } else if index == focused {
                listed.append(index)
            } else {
                offPicture += 1
            }
        }
        elementCount = index
        offPictureCount = offPicture
        unlistedCount = unlisted
        entries = zip(listed, reader.records(at: listed)).map { place, element in
            LegendEntry(number: place + 1, record: element, isDragging: isDragging)
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

    /// A frame on the screen (points) as cells, clipped to the drawn ones; `nil` when nothing of
    /// it is on them or it is not a number. What the picture outlines.
    func drawnCells(_ frame: CGRect) -> CGRect? {
        Self.drawnCells(frame, on: cells, metrics: cellMetrics)
    }

    private static func drawnCells(_ frame: CGRect, on grid: CellGrid, metrics: CellMetrics) -> CGRect? {
        finiteCells(frame, metrics: metrics).flatMap { clipped($0, to: grid) }
    }

    /// A frame on the screen as cells; `nil` when it is not a number.
    private static func finiteCells(_ frame: CGRect, metrics: CellMetrics) -> CGRect? {
        let cells = metrics.cells(frame)
        guard cells.minX.isFinite, cells.minY.isFinite, cells.width.isFinite, cells.height.isFinite else { return nil }
        return cells
    }

    /// Cells clipped to the grid; `nil` when nothing of them is on it.
    private static func clipped(_ cells: CGRect, to grid: CellGrid) -> CGRect? {
        let clipped = cells.intersection(CGRect(x: 0, y: 0, width: CGFloat(grid.width), height: CGFloat(grid.height)))
        guard !clipped.isNull, clipped.width > 0, clipped.height > 0 else { return nil }
        return clipped
    }

    /// Whether the picture shows an element at `frame`: something of it is on the drawn cells,
    /// or, for a frame of no width or no height (which has no outline), its place is.
    private static func shows(_ frame: CGRect, on grid: CellGrid, metrics: CellMetrics) -> Bool {
        guard let cells = finiteCells(frame, metrics: metrics) else { return false }
        guard cells.width == 0 || cells.height == 0 else { return clipped(cells, to: grid) != nil }
        let width = CGFloat(grid.width), height = CGFloat(grid.height)
        return cells.maxX >= 0 && cells.minX <= width && cells.maxY >= 0 && cells.minY <= height
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
