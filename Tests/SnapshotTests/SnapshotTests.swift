import CellKit
import Foundation
import RotorTestSupport
import SceneFormat
import ScreenReader
import Snapshot
import Testing

@MainActor
@Suite("Scene pictures (rotor snapshot)")
struct SnapshotTests {
    static func picture(_ name: String, at steps: Int = 0, language: Language? = nil) throws -> ScenePicture {
        let scene = try SceneLoader.load(path: SceneLibrary.path(for: name))
        return try ScenePicture.of(scene, afterSteps: steps, language: language)
    }

    @Test("the talk's story: the bars and the card outlined, their drag sources and drop points marked")
    func talksStory() throws {
        let picture = try Self.picture("wwdc-story")
        let svg = SVGPicture(picture).text
        Golden.assertMatches(svg, named: "wwdc-story.svg")
        // The card first (its top is above the first bar's), then the three bars.
        #expect(picture.entries.map { $0.spoken.first?.text } == ["Contact card.", "January: 12.", "February: 30.", "March: 18."])
        #expect(picture.entries[0].actions.map(\.name) == ["Drop into portrait", "Drop into attachments"])
        #expect(picture.entries[0].actions.allSatisfy { $0.kind == .dropPoint && $0.point != nil && !$0.isOffered })
        #expect(svg.contains("Drop into attachments (offered while a drag is held)"))
        #expect(picture.entries[1].actions.map(\.name) == ["Drag bar data"])
        #expect(svg.components(separatedBy: ">◆</text>").count - 1 == 3, "a ◆ at each bar's drag source")
        #expect(svg.components(separatedBy: ">▼</text>").count - 1 == 2, "a ▼ at each of the card's drop points")
    }

    @Test("--at draws a drag in flight: the items, the target boxed in the proposal's colour")
    func dragInFlight() throws {
        // Step 9 of the story: the drag hovers over the attachments, and would copy.
        let picture = try Self.picture("wwdc-story", at: 9)
        let drag = try #require(picture.drag)
        #expect(drag.itemCount == 1)
        #expect(drag.operation == .copy)
        #expect(drag.targetFrame != nil)
        let svg = SVGPicture(picture).text
        #expect(svg.contains("after step 9: swipe down"))
        #expect(svg.contains("◆ Dragging 1 item → copy"))
        Golden.assertMatches(svg, named: "wwdc-story-at-9.svg")
    }

    @Test("a step the script does not have is refused, naming how many it has")
    func stepOutOfRange() throws {
        let scene = try SceneLoader.load(path: SceneLibrary.path(for: "wwdc-story"))
        #expect(throws: PictureError.self) { try ScenePicture.of(scene, afterSteps: 18) }
        #expect(throws: PictureError.self) { try ScenePicture.of(scene, afterSteps: -1) }
        let last = try ScenePicture.of(scene, afterSteps: 17)
        #expect(last.drag == nil)
    }

    @Test("the legend says what a swipe onto each element says", arguments: SceneLibrary.sceneNames)
    func legendMatchesWhatIsSaid(name: String) throws {
        let scene = try SceneLoader.load(path: SceneLibrary.path(for: name))
        let picture = try ScenePicture.of(scene)
        // A fresh walk, element by element, as `rotor run` would say it.
        let again = try SceneLoader.load(path: SceneLibrary.path(for: name))
        let runner = ScriptRunner(scene: again)
        var heard: [[Utterance]] = [runner.session.start()]
        for _ in 1..<max(picture.entries.count, 1) {
            heard.append(runner.session.perform(.swipeRight))
        }
        #expect(picture.entries.count == runner.session.screenReader.elements.count)
        for (entry, said) in zip(picture.entries, heard) {
            // What lands on an element is what the legend lists (announcements aside).
            let landed = said.filter { $0.kind != .announcement }
            #expect(entry.spoken == landed, "element \(entry.number) of \(name)")
        }
    }

    @Test("text from a scene is escaped and its control characters shown, so the SVG stays XML")
    func hostileText() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 30, height: 4))
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 30, height: 1))
        label.text = "<b>&\u{1B}[31m\"red\"\u{7}"
        label.accessibilityHint = "]]></text><script>"
        window.addSubview(label)
        let scene = Scene(name: "<title>&", windows: [window])
        let svg = SVGPicture(try ScenePicture.of(scene)).text
        #expect(!svg.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
        #expect(svg.contains("&lt;b&gt;&amp;␛[31m&quot;red&quot;␇"))
        #expect(!svg.contains("<script>"))
        #expect(svg.contains("<title>&lt;title&gt;&amp;</title>"))
    }

    /// The pictures in docs/snapshots (the README shows two): each shipped scene as it opens, and
    /// the story with its drag in flight. `UPDATE_SNAPSHOTS=1 swift test --filter SnapshotTests`
    /// draws them again.
    nonisolated static let documented: [(scene: String, steps: Int, file: String)] =
        SceneLibrary.sceneNames.map { ($0, 0, "\($0).svg") } + [("wwdc-story", 9, "wwdc-story-dragging.svg")]

    @Test("the README's pictures in docs/snapshots are those rotor snapshot draws now", arguments: 0..<documented.count)
    func documentedPictures(index: Int) throws {
        let (scene, steps, file) = Self.documented[index]
        let svg = SVGPicture(try Self.picture(scene, at: steps)).text
        let docs = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("docs/snapshots")
        let path = docs.appendingPathComponent(file)
        if ProcessInfo.processInfo.environment["UPDATE_SNAPSHOTS"] == "1" {
            try FileManager.default.createDirectory(at: docs, withIntermediateDirectories: true)
            try svg.write(to: path, atomically: true, encoding: .utf8)
            return
        }
        let kept = try? String(contentsOf: path, encoding: .utf8)
        #expect(kept == svg, "docs/snapshots/\(file) is out of date: UPDATE_SNAPSHOTS=1 swift test --filter SnapshotTests")
    }

    @Test("a real SVG renderer (librsvg) draws the picture", .enabled(if: Renderer.isAvailable || Renderer.isRequired))
    func rendersToPNG() throws {
        try #require(Renderer.isAvailable, "rsvg-convert is missing (apt-get install librsvg2-bin)")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("rotor-snapshot-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let svg = folder.appendingPathComponent("story.svg"), png = folder.appendingPathComponent("story.png")
        try SVGPicture(try Self.picture("wwdc-story", at: 9)).text.write(to: svg, atomically: true, encoding: .utf8)
        let status = try Renderer.run(["-o", png.path, svg.path])
        #expect(status == 0)
        let bytes = try Data(contentsOf: png)
        #expect(bytes.count > 10_000, "a picture, not an empty page")
        #expect(bytes.prefix(8) == Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]), "a PNG")
    }
}

/// `rsvg-convert`, librsvg's command line; CI installs it (librsvg2-bin) and sets ROTOR_E2E=1,
/// which makes its absence a failure rather than a skip.
enum Renderer {
    static let path = ["/usr/bin/rsvg-convert", "/usr/local/bin/rsvg-convert", "/opt/homebrew/bin/rsvg-convert"]
        .first { FileManager.default.isExecutableFile(atPath: $0) }
    static var isAvailable: Bool { path != nil }
    static var isRequired: Bool { ProcessInfo.processInfo.environment["ROTOR_E2E"] == "1" }

    static func run(_ arguments: [String]) throws -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path ?? "rsvg-convert")
        process.arguments = arguments
        try process.run()
        process.waitUntilExit()
        return process.terminationStatus
    }
}
