import RotorTestSupport
import SceneFormat
import ScreenReader
import Testing

/// What VoiceOver sees in each shipped scene once it has opened, as `rotor run SCENE --elements`
/// prints it: a text golden a scene, `Goldens/NAME.elements`.
@MainActor
@Suite("The element tree of every shipped scene", .cellsScreen)
struct ElementTreeGoldenTests {
    nonisolated static let names = SceneLibrary.sceneNames

    @Test(arguments: names)
    func elementTree(name: String) throws {
        let scene = try SceneLoader.load(path: SceneLibrary.path(for: name))
        let runner = ScriptRunner(scene: scene)
        // The scene as it opens: no step of its script.
        _ = runner.run(Script(file: scene.file, steps: []))
        Golden.assertMatches(ElementTreeDump(screenReader: runner.session.screenReader).text, named: name + ".elements")
    }
}
