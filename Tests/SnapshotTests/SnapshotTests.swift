import CellKit
import Foundation
import RotorTestSupport
import SceneFormat
import ScreenReader
import Snapshot
import Testing

@MainActor
@Suite("Scene pictures (rotor snapshot)", .cellsScreen)
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
        #expect(picture.entries.map { $0.spoken.first?.text } == ["Contact card", "January: 12", "February: 30", "March: 18"])
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
        #expect(picture.elementCount == picture.entries.count && picture.offPictureCount == 0 && picture.unlistedCount == 0,
                "every element of a shipped scene is drawn and listed")
        for (entry, said) in zip(picture.entries, heard) {
            // What lands on an element is what the legend lists (announcements aside).
            let landed = said.filter { $0.kind != .announcement }
            #expect(entry.spoken == landed, "element \(entry.number) of \(name)")
        }
    }

    /// A 20 × 14 view of `count` one-cell elements E0, E1, … in rows of 20, and a script of
    /// `swipes` swipes right.
    static func grid(_ count: Int, swipes: Int = 0) throws -> Scene {
        let elements = (0..<count).map { #"{ label: "E\#($0)", frame: [\#($0 % 20), \#($0 / 20), 1, 1] }"# }
        let script = swipes == 0 ? "" : "script: |\n" + String(repeating: "  swipe right\n", count: swipes)
        let yaml = """
            window: { size: [20, 14] }
            views:
              - { type: view, frame: [0, 0, 20, 14], accessibility: { elements: [\(elements.joined(separator: ", "))] } }
            \(script)
            """
        return try SceneLoader.load(yaml: yaml, file: "grid.yaml")
    }

    @Test("elements wholly off the picture are not listed; the legend says how many and why, the others keep their numbers")
    func offThePicture() throws {
        let yaml = """
            window: { size: [20, 4] }
            views:
              - { type: label, frame: [0, 0, 10, 1], text: First }
              - { type: label, frame: [0, 9, 10, 1], text: Below the window }
              - { type: label, frame: [0, 2, 10, 1], text: Third }
            """
        let picture = try ScenePicture.of(try SceneLoader.load(yaml: yaml, file: "off.yaml"))
        #expect(picture.elementCount == 3)
        #expect(picture.entries.map(\.number) == [1, 2])
        #expect(picture.entries.map { $0.spoken.first?.text } == ["First", "Third"])
        #expect(picture.offPictureCount == 1)
        #expect(picture.unlistedCount == 0)
        let svg = SVGPicture(picture).text
        #expect(svg.contains("3 elements, 2 listed"))
        #expect(svg.contains("1 element lies wholly off the picture"))
        #expect(svg.contains("rotor run --elements lists every element."))
        #expect(!svg.contains("Below the window"))

        // Focused, an element off the picture is listed (the cursor is there), with no outline.
        let focused = try ScenePicture.of(try SceneLoader.load(yaml: yaml + "\nscript: |\n  swipe right\n  swipe right\n",
                                                               file: "off.yaml"), afterSteps: 2)
        #expect(focused.entries.map(\.number) == [1, 2, 3])
        #expect(focused.entries.last?.spoken.first?.text == "Below the window")
        #expect(focused.offPictureCount == 0)
        #expect(!SVGPicture(focused).text.contains("off the picture"))
    }

    @Test("the legend lists at most 200 of the elements drawn, and the focused one past them; it says how many it leaves out")
    func legendLimit() throws {
        let picture = try ScenePicture.of(try Self.grid(260, swipes: 230), afterSteps: 230)
        let limit = ScenePicture.legendLimit
        #expect(picture.elementCount == 260)
        #expect(picture.entries.count == limit + 1)
        #expect(picture.entries.prefix(limit).map(\.number) == Array(1...limit))
        // The cursor is on E230, the 231st element: listed, with what VoiceOver says there.
        #expect(picture.entries.last?.number == 231)
        #expect(picture.entries.last?.spoken.first?.text == "E230")
        #expect(picture.unlistedCount == 260 - limit - 1)
        #expect(picture.offPictureCount == 0)
        let svg = SVGPicture(picture).text
        #expect(svg.contains("260 elements, 201 listed"))
        #expect(svg.contains("The legend lists at most 200 of the elements the picture draws"))
        #expect(svg.contains("59 more elements are drawn"))
        // Outlined and numbered are the listed elements only.
        #expect(svg.contains(">231</text>"))
        #expect(!svg.contains(">201</text>"))
    }

    @Test("a picture of many elements records only those its legend lists, not the whole screen")
    func recordsOnlyTheListed() throws {
        let runner = ScriptRunner(scene: try Self.grid(280))
        let reader = runner.session.screenReader
        runner.session.start()
        let made = reader.screenRecordsMade, collected = reader.actionCollections
        let picture = ScenePicture(session: runner.session, title: "grid")
        #expect(picture.entries.count == ScenePicture.legendLimit)
        #expect(reader.screenRecordsMade == made, "no record of the whole screen")
        #expect(reader.actionCollections - collected == picture.entries.count, "one element record an entry")
        // What each entry says is what the whole record says of it.
        let whole = reader.record.elements
        for entry in picture.entries {
            #expect(entry.spoken == whole[entry.number - 1].spoken)
        }
    }

    @Test("an entry lists at most 50 actions and counts the rest")
    func actionLimit() throws {
        let actions = (0..<60).map { #"{ name: "A\#($0)" }"# }.joined(separator: ", ")
        let yaml = """
            window: { size: [20, 4] }
            views:
              - { type: button, title: Go, frame: [0, 0, 10, 1], accessibility: { customActions: [\(actions)] } }
            """
        let picture = try ScenePicture.of(try SceneLoader.load(yaml: yaml, file: "actions.yaml"))
        let entry = try #require(picture.entries.first)
        #expect(entry.actions.map(\.name) == (0..<ScenePicture.actionLimit).map { "A\($0)" })
        #expect(entry.unlistedActionCount == 60 - ScenePicture.actionLimit)
        let svg = SVGPicture(picture).text
        #expect(svg.contains("… and 10 more actions, not listed"))
        #expect(svg.contains(">A49</text>") || svg.contains(" A49</text>"))
        #expect(!svg.contains("A50<"))
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
    @Test("each cell's character is a text element with its own x: no x lists, which librsvg reads only the first of")
    func everyCharacterHasItsOwnX() throws {
        let svg = SVGPicture(try Self.picture("wwdc-story")).text
        #expect(svg.range(of: #"<text x="[0-9.]+ [0-9]"#, options: .regularExpression) == nil)
        // Every character of the screen is there, each placed alone: "Sales" is five texts.
        #expect(svg.contains(#"<text x="30" y="16">S</text><text x="40" y="16">a</text>"#))
    }

    @Test("rendered by librsvg, a box's corners land on its sides (no run of lines ends short)",
          .enabled(if: (Renderer.isAvailable && PNGPixels.isAvailable) || Renderer.isRequired))
    func cornersLandOnTheirSides() throws {
        try #require(Renderer.isAvailable, "rsvg-convert is missing (apt-get install librsvg2-bin)")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("rotor-corners-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let picture = try Self.picture("wwdc-story")
        let svg = folder.appendingPathComponent("story.svg"), png = folder.appendingPathComponent("story.png")
        try SVGPicture(picture).text.write(to: svg, atomically: true, encoding: .utf8)
        #expect(try Renderer.run(["-o", png.path, svg.path]) == 0)
        let pixels = try PNGPixels(path: png.path)
        // The cells' top-left pixel: the margin, then the heading (no step line at step 0).
        let origin = (x: 24, y: 24 + 52)
        // Every top-right corner with a side under it: the middle of the corner's stroke down
        // (near its cell's bottom) and of the side's (its cell's middle) must be one column.
        let grid = picture.cells
        var compared = 0
        for row in 0..<(grid.height - 1) {
            for column in 0..<grid.width where grid[column, row]?.character == "┐" && grid[column, row + 1]?.character == "│" {
                let left = origin.x + (column - 1) * 10, right = origin.x + (column + 2) * 10
                let corner = try #require(pixels.litCentre(row: origin.y + row * 20 + 17, from: left, to: right))
                let side = try #require(pixels.litCentre(row: origin.y + (row + 1) * 20 + 10, from: left, to: right))
                #expect(abs(corner - side) <= 1.5, "┐ at column \(column), row \(row): its stroke at x \(corner), the side's at \(side)")
                compared += 1
            }
        }
        #expect(compared >= 3, "the story's boxes: Sales, the card, Portrait, Attachments")
    }
}

/// A PNG's pixels as grey levels (the brightest channel), decoded by python3's standard
/// library (zlib), which the end-to-end lane has; Swift on Linux has no PNG decoder.
struct PNGPixels {
    static let python = ["/usr/bin/python3", "/usr/local/bin/python3", "/root/.pyenv/shims/python3"]
        .first { FileManager.default.isExecutableFile(atPath: $0) }
    static var isAvailable: Bool { python != nil }

    let width: Int
    let height: Int
    let grey: [UInt8]

    static let decoder = """
    import sys, zlib, struct
    data = open(sys.argv[1], 'rb').read()
    pos, idat = 8, b''
    while pos < len(data):
        n, = struct.unpack('>I', data[pos:pos + 4]); kind = data[pos + 4:pos + 8]; body = data[pos + 8:pos + 8 + n]
        pos += 12 + n
        if kind == b'IHDR': w, h, depth, ctype = struct.unpack('>IIBB', body[:10])
        elif kind == b'IDAT': idat += body
    bpp = {6: 4, 2: 3, 0: 1, 4: 2}[ctype]
    raw = zlib.decompress(idat); stride = w * bpp; prev = bytearray(stride); out = bytearray(); i = 0
    for y in range(h):
        f = raw[i]; line = bytearray(raw[i + 1:i + 1 + stride]); i += 1 + stride
        for x in range(stride):
            a = line[x - bpp] if x >= bpp else 0; b = prev[x]; c = prev[x - bpp] if x >= bpp else 0
            if f == 1: line[x] = (line[x] + a) & 255
            elif f == 2: line[x] = (line[x] + b) & 255
            elif f == 3: line[x] = (line[x] + (a + b) // 2) & 255
            elif f == 4:
                p = a + b - c; pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                line[x] = (line[x] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 255
        prev = line
        channels = min(bpp, 3)
        out += bytes(max(line[x * bpp:x * bpp + channels]) for x in range(w))
    sys.stdout.buffer.write(b'%d %d\\n' % (w, h) + bytes(out))
    """

    init(path: String) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: Self.python ?? "python3")
        process.arguments = ["-c", Self.decoder, path]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let newline = data.firstIndex(of: 0x0A) ?? data.endIndex
        let header = String(decoding: data[..<newline], as: UTF8.self).split(separator: " ").compactMap { Int($0) }
        width = header.first ?? 0
        height = header.count > 1 ? header[1] : 0
        grey = newline < data.endIndex ? Array(data[data.index(after: newline)...]) : []
    }

    /// The mean x of the lit pixels (brighter than the screen's dark grey) on a pixel row
    /// between two columns; `nil` when none is lit.
    func litCentre(row: Int, from left: Int, to right: Int) -> Double? {
        guard row >= 0, row < height, grey.count >= width * height else { return nil }
        let lit = (max(0, left)..<min(width, right)).filter { grey[row * width + $0] > 110 }
        guard !lit.isEmpty else { return nil }
        return Double(lit.reduce(0, +)) / Double(lit.count)
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
