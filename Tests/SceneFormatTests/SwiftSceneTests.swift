import CellKit
import Foundation
import SceneFormat
import ScreenReader
import Testing

/// The README's note-and-inbox example written in Swift with CellKit alone, as an iOS developer
/// would write it in UIKit.
@MainActor
private final class Inbox: UIView, UIDropInteractionDelegate {
    var messages: [String] = []

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
@Suite("Scenes written in Swift")
struct SwiftSceneTests {
    @Test func aSceneWrittenInSwiftAndTheSameSceneFromAFileSayTheSame() throws {
        let fromFile = try SceneLoader.load(yaml: try Self.readmeExample(), file: "README example")
        let script = try #require(fromFile.script)

        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 60, height: 10), applicationIdentifier: "com.example.notes")
        let note = UILabel(frame: CGRect(x: 1, y: 1, width: 20, height: 1))
        note.text = "Shopping list"
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

    static func readmeExample() throws -> String {
        let readme = try String(contentsOfFile: SceneLibrary.directory + "/README.md", encoding: .utf8)
        let start = try #require(readme.range(of: "```yaml\n"))
        let end = try #require(readme.range(of: "```", range: start.upperBound..<readme.endIndex))
        return String(readme[start.upperBound..<end.lowerBound])
    }
}
