import RotorTestSupport
import SceneCapture
import SceneFormat
import SwiftUICells
import Testing

// The scene file of RotorTesting's article "Getting Started with a SwiftUI Screen", quoted line
// for line (SwiftUIArticleTests checks it).

/// The sandwich written as a scene file that `rotor` plays, tests and audits.
@MainActor
struct SandwichExportTests {
    let scene = UIWindowScene(screen: UIScreen(size: CGSize(width: 393, height: 852), scale: 3))

    @Test func theSandwichsSceneFilePassesItsOwnScript() throws {
        let window = UIWindow(windowScene: scene)
        window.rootViewController = UIHostingController(rootView: SandwichView())
        let script = SpokenScript.of(windows: [window])
        let file = SceneCapture.sceneFile(of: window, options: CaptureOptions(title: "Sandwich", script: script))
        #expect(file.contains(#"- { name: "Add to middle", point: [120, 44] }"#))
        // What `rotor test sandwich.yaml` does: the script walks the file and hears what it says.
        let run = ScriptRunner(scene: try SceneLoader.load(yaml: file, file: "sandwich.yaml")).run()
        #expect(run.passed, "\(file)")
    }
}
