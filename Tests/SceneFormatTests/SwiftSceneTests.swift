import CellKit
import Foundation
import SceneFormat
import ScreenReader
import Session
import Testing
import RotorTestSupport

/// The README's note-and-inbox example written in Swift with CellKit alone, as an iOS developer
/// would write it in UIKit.
@MainActor
private final class Inbox: UIView, UIDropInteractionDelegate {
    var messages: [String] = []

    /// Never decoded: CellKit loads no archives (UIKit requires this initializer).
    required init?(coder: NSCoder) {
        nil
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        isAccessibilityElement = true
        accessibilityLabel = "Inbox"
        addInteraction(UIDropInteraction(delegate: self))
    }

    override var accessibilityValue: String? {
        get { messages.isEmpty ? nil : messages.joined(separator: ", ") }
        set {}
    }

    func dropInteraction(_ interaction: UIDropInteraction, canHandle session: UIDropSession) -> Bool {
        session.hasItemsConforming(toTypeIdentifiers: ["public.plain-text"])
    }

    func dropInteraction(_ interaction: UIDropInteraction, sessionDidUpdate session: UIDropSession) -> UIDropProposal {
        UIDropProposal(operation: .copy)
    }

    func dropInteraction(_ interaction: UIDropInteraction, performDrop session: UIDropSession) {
        session.loadObjects(ofClass: NSString.self) { objects in
            self.messages += objects.compactMap { $0 as? NSString }.map { String($0) }
        }
    }
}

@MainActor
private final class NoteDrag: UIDragInteractionDelegate {
    func dragInteraction(_ interaction: UIDragInteraction, itemsForBeginning session: UIDragSession) -> [UIDragItem] {
        [UIDragItem(itemProvider: NSItemProvider(object: "Milk, eggs, bread" as NSString))]
    }
}

@MainActor
@Suite("Scenes written in Swift", .cellsScreen)
struct SwiftSceneTests {
    @Test func aSceneWrittenInSwiftAndTheSameSceneFromAFileSayTheSame() throws {
        let fromFile = try SceneLoader.load(yaml: try Self.readmeExample(), file: "README example")
        let script = try #require(fromFile.script)

        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 60, height: 10), applicationIdentifier: "com.example.notes")
        let note = UILabel(frame: CGRect(x: 1, y: 0, width: 20, height: 1))
        note.text = "Shopping list"
        // UIKit's labels take no touches until told to: one with a drag must be (the scene's
        // label with a `drag` is).
        note.isUserInteractionEnabled = true
        let drag = NoteDrag()
        note.addInteraction(UIDragInteraction(delegate: drag))
        window.addSubview(note)
        window.addSubview(Inbox(frame: CGRect(x: 30, y: 0, width: 29, height: 9)))
        let inSwift = Scene(name: "note-and-inbox", windows: [window], script: script, keeping: [drag])

        let fileRun = ScriptRunner(scene: fromFile).run()
        let swiftRun = ScriptRunner(scene: inSwift).run()
        #expect(fileRun.passed)
        #expect(swiftRun.passed, "\(ScriptReport.text(for: swiftRun, scene: "in Swift", script: "README example"))")
        #expect(swiftRun.opening.map(\.description) == fileRun.opening.map(\.description))
        #expect(swiftRun.outcomes.map { $0.spoken.map(\.description) } == fileRun.outcomes.map { $0.spoken.map(\.description) })
    }

    @Test("a scene's session keeps the scene and its delegates alive, and is called by the scene's name")
    func aScenesSessionKeepsTheSceneAlive() throws {
        weak var loaded: Scene?
        let session: ScreenSession = try {
            let scene = try SceneLoader.load(path: SceneLibrary.path(for: "wwdc-story"))
            loaded = scene
            return scene.makeSession(language: .korean)
        }()
        let scene = try #require(loaded, "the session holds the scene")
        let script = try #require(scene.script)
        session.start()
        for step in script.steps { session.step(step.action) }
        #expect((scene.view("attachments") as? ListView)?.items == ["Bar: 30"])
        #expect(session.title == "wwdc-story")
        #expect(session.screenReader.language == .korean)
        #expect(session.captions.contains { $0.text == "드래그 시작됨, Drag bar data" })
    }

    @Test("listeners on a script runner's session hear each line of the script as a step")
    func aRunnersListenersHearEachLine() throws {
        final class Steps: SessionListener {
            var gestures: [Gesture] = []
            var waits = 0
            func session(_ event: SessionEvent) {
                if case .performed(let gesture, _) = event { gestures.append(gesture) }
                if case .waited = event { waits += 1 }
            }
        }
        let runner = ScriptRunner(scene: try SceneLoader.load(path: SceneLibrary.path(for: "wwdc-story")))
        let steps = Steps()
        runner.session.listeners = [steps]
        let run = runner.run(try Script.parse("swipe right\nwait 1\nrotor clockwise = Actions", file: "s.txt"))
        #expect(run.passed)
        #expect(steps.gestures == [.swipeRight, .rotateClockwise])
        #expect(steps.waits == 1)
        #expect(runner.session.clock.now == 1)
    }

    static func readmeExample() throws -> String {
        let readme = try String(contentsOfFile: SceneLibrary.directory + "/README.md", encoding: .utf8)
        let start = try #require(readme.range(of: "```yaml\n"))
        let end = try #require(readme.range(of: "```", range: start.upperBound..<readme.endIndex))
        return String(readme[start.upperBound..<end.lowerBound])
    }
}
