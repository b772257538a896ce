import CellKit
import FuzzHarness
import SceneFormat
import ScreenReader
import Testing

/// What the fuzz targets run, on their own seeds: the fuzzers start from these inputs, so each
/// must pass the target's checks before any mutation. `swift test` builds this code, so a change
/// to Rotor that breaks the fuzz targets fails here, not only in CI's fuzz run.
@MainActor
@Suite("The fuzz targets' seeds pass their own checks")
struct FuzzHarnessTests {
    @Test("there are seeds for every target, from every shipped scene and every seed scene")
    func seedsCoverTheScenes() {
        let loader = Seeds.loader()
        #expect(loader.count == ShippedScenes.all.count + Seeds.seedSceneCount)
        #expect(ShippedScenes.all.count >= 10, "the shipped scenes are found")
        #expect(Seeds.seedSceneCount >= 8, "Fuzz/SeedScenes is found")
        #expect(!Seeds.script().isEmpty && !Seeds.run().isEmpty)
    }

    @Test("every export seed exports to a file that loads and exports to itself")
    func everyExportSeedIsAFixedPoint() {
        for seed in Seeds.export() {
            let text = String(decoding: seed.bytes, as: UTF8.self)
            let outcome = ExportRoundTrip.roundTrip(yaml: text, file: seed.name)
            switch outcome {
            case .fixedPoint: break
            case .notAScene: Issue.record("\(seed.name) does not load")
            case .exportDoesNotLoad(_, let error): Issue.record("\(seed.name): the export does not load: \(error)")
            case .exportsDiffer(let first, let second):
                Issue.record("\(seed.name): \(ExportRoundTrip.firstDifference(first, second))")
            }
        }
    }

    @Test("an export that leaves something out lists it; exporting the export writes the same file without the list")
    func whatAnExportLeavesOutIsListedOnce() throws {
        // A drop on a label has no scene key (drops go on lists): the first export leaves it
        // out and says so, and the second has nothing left to say.
        let yaml = """
            window: { size: [40, 5] }
            views:
              - { type: label, frame: [0, 3, 20, 1], text: Tray, drop: { accepts: [public.plain-text] } }
            """
        let first = try ExportRoundTrip.export(yaml: yaml, file: "tray.yaml")
        #expect(first.contains("# Not captured:\n# - a UILabel: a drop interaction on a label"), "\(first)")
        let second = try ExportRoundTrip.export(yaml: first, file: "tray.yaml")
        #expect(!second.contains("Not captured"), "\(second)")
        #expect(ExportRoundTrip.roundTrip(yaml: yaml, file: "tray.yaml") == .fixedPoint)
        // What the export writes besides the list is the same both times.
        let listed = first.split(separator: "\n").filter { !$0.hasPrefix("# Not captured:") && !$0.hasPrefix("# - a UILabel") }
        #expect(listed == second.split(separator: "\n"))
    }

    @Test("a collection view whose last items are off screen exports them as VoiceOver reads them, once scrolled to")
    func offScreenItemsExportAsRead() throws {
        // The fuzzer's finding: one item a line, three lines on screen. VoiceOver scrolls to the
        // fifth item and reads its cell; the export wrote it as "Item 5", so its own script failed.
        let yaml = """
            window: { size: [20, 18] }
            views:
              - id: album
                type: collectionView
                frame: [0, 0, 16, 16]
                itemSize: [9, 5]
                spacing: 1
                items:
                  - { label: Sunrise, symbol: photo }
                  - { label: Beach, symbol: photo }
                  - { label: Forest, symbol: photo }
                  - { label: Harbour, symbol: photo }
                  - { label: Snow, symbol: photo }
                cells: { dragSource: "Drag {label}" }
                drag: { allowsMove: true }
            """
        let first = try ExportRoundTrip.export(yaml: yaml, file: "album.yaml")
        #expect(first.contains("Snow") && !first.contains("Item 5"), "\(first)")
        #expect(ExportRoundTrip.roundTrip(yaml: yaml, file: "album.yaml") == .fixedPoint)
    }

    @Test("every run seed decodes to its scene and steps, and runs with every check holding")
    func everyRunSeedRuns() throws {
        for seed in Seeds.run() where !seed.name.hasPrefix("hundred-screens") {
            let input = try #require(RunInput(seed.bytes), "\(seed.name)")
            let (yaml, file) = input.yamlAndFile
            let scene = try SceneLoader.load(yaml: yaml, file: file)
            let steps = input.steps(screens: RunInput.screens(of: scene))
            CheckedRun(scene: scene).perform(steps)
        }
    }

    @Test("the gesture tape writes every gesture and reads it back")
    func theTapeRoundTrips() {
        let actions: [ScriptStep.Action] = Gesture.simpleGestures.map { .gesture($0) }
            + [.gesture(.touch(CGPoint(x: 3, y: 4))), .wait(0.25), .language(.korean), .hints(false), .curtain(true)]
        #expect(GestureTape.decode(GestureTape.encode(actions)) == actions)
    }
}
