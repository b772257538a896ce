import CellKit
import CNcursesw
import Foundation
import RotorTestSupport
import SceneFormat
import ScreenReader
import Session
import Testing
@testable import TerminalUI

/// The inspector's callback log: the whole log, scrolled with PgUp and PgDn (or < and >), and
/// recordings that check the callbacks when they replay.
@MainActor
@Suite("The inspector's log, and recorded callbacks", .cellsScreen)
struct InspectorLogTests {
    /// The talk's story by keys, to the drop.
    static let story: [Key] = [.right, .right, .character("]"), .down, .enter, .home, .down, .down, .enter]

    /// The inspector's lines on the screen: the text inside its frame (on the right of an 80×24
    /// terminal, below the status line, as wide as its top edge), trimmed.
    private static func panel(_ screen: String) -> [String] {
        let rows = screen.split(separator: "\n", omittingEmptySubsequences: false).map(Array.init)
        let inner = ScreenComposer(layout: ScreenLayout(columns: 80, rows: 24)).inspectorLines
        let left = rows[1].lastIndex(of: "┌") ?? 40
        return rows[2..<(2 + inner)].map { String($0[(left + 2)..<78]).trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty }
    }

    /// Log lines as the scrolled-back panel shows them: whole.
    private static func shown(_ lines: some Sequence<String>) -> [String] {
        Array(lines)
    }

    @Test("the inspector opens on the element and the newest callbacks, and says how many there are")
    func follows() throws {
        let pilot = try Pilot(scene: "wwdc-story")
        pilot.press(Self.story)
        let count = pilot.app.session.finger.log.events.count
        pilot.press(.character("i"))
        let lines = Self.panel(pilot.screen)
        #expect(lines.contains { $0.hasPrefix("Label") })
        let header = try #require(lines.first { $0.hasPrefix("Callbacks") })
        #expect(header.hasSuffix("of \(count) · PgUp"))
        #expect(lines.last == "drag graph sessionDidTransferItems")
        #expect(lines.contains("Session no drag"))
    }

    @Test("PgUp shows the log alone, a page at a time back to its first callback; PgDn comes back and follows again")
    func scrolls() throws {
        let pilot = try Pilot(scene: "wwdc-story")
        pilot.press(Self.story)
        let log = pilot.app.session.finger.log.lines
        pilot.press(.character("i"), .pageUp)
        var lines = Self.panel(pilot.screen)
        #expect(!lines.contains { $0.hasPrefix("Label") }, "the log takes the whole panel")
        let page = lines.count - 1
        #expect(lines.first == "Callbacks \(log.count - page + 1)–\(log.count) of \(log.count) · PgUp PgDn")
        #expect(Array(lines.dropFirst()) == Self.shown(log.suffix(page)))
        Golden.assertMatches(pilot.screen, named: "wwdc-story-inspector-log.80x24")

        pilot.press(.pageUp)
        lines = Self.panel(pilot.screen)
        // A page further back, or the first page when less than that is left.
        let top = max(0, log.count - 2 * page)
        #expect(Array(lines.dropFirst()) == Self.shown(log[top..<(top + page)]))
        for _ in 0..<log.count { pilot.press(.character("<")) }
        lines = Self.panel(pilot.screen)
        #expect(lines.first == "Callbacks 1–\(page) of \(log.count) · PgUp PgDn", "no further back than the first")
        #expect(Array(lines.dropFirst()) == Self.shown(log.prefix(page)))

        for _ in 0..<log.count where pilot.app.state.logTop != nil { pilot.press(.pageDown) }
        lines = Self.panel(pilot.screen)
        #expect(lines.contains { $0.hasPrefix("Label") }, "past the end, the element shows again")
        #expect(lines.last == log.last)
        #expect(pilot.app.state.logTop == nil)
    }

    @Test("scrolling keys do nothing while the inspector is closed, and closing it forgets the place")
    func onlyTheOpenInspectorScrolls() throws {
        let pilot = try Pilot(scene: "wwdc-story")
        pilot.press(Self.story)
        let before = pilot.screen
        pilot.press(.pageUp, .character("<"))
        #expect(pilot.screen == before)
        #expect(pilot.app.state.logTop == nil)
        pilot.press(.character("i"), .pageUp, .character("i"), .character("i"))
        #expect(Self.panel(pilot.screen).contains { $0.hasPrefix("Label") })
    }

    @Test("Page Up and Page Down decode from ncurses and from the bytes xterm sends")
    func pageKeysDecode() {
        #expect(KeyDecoder.key(for: .keyCode(KEY_PPAGE)) == .pageUp)
        #expect(KeyDecoder.key(for: .keyCode(KEY_NPAGE)) == .pageDown)
        #expect(ByteKeyDecoder.decode(Array("\u{1B}[5~\u{1B}[6~".utf8)).keys == [.pageUp, .pageDown])
        #expect(KeyMap.command(for: .pageUp) == .scrollLogBack)
        #expect(KeyMap.command(for: .character(">")) == .scrollLogForward)
        #expect(KeyMap.helpLines.contains { $0.keys == "PgUp <" })
    }

    @Test("plain mode's inspector prints the whole log")
    func plainPrintsTheWholeLog() throws {
        final class Lines { var all: [String] = [] }
        let printed = Lines()
        let pilot = try Pilot(scene: "wwdc-story", listeners: [PlainPrinter { printed.all.append($0) }])
        pilot.press(Self.story)
        pilot.press(.character("i"))
        let log = pilot.app.session.finger.log.lines
        #expect(printed.all.suffix(log.count) == ArraySlice(log.map { "  " + $0 }))
    }

    @Test("a recording writes each step's callbacks; it replays, and fails once the order is changed")
    func recordsCallbacks() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("rotor-callbacks-\(UUID()).txt").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let recorder = try ScriptRecorder(path: path, scene: "wwdc-story")
        let pilot = try Pilot(scene: "wwdc-story", listeners: [recorder])
        pilot.press(Self.story)
        pilot.app.session.notify(.ended)

        let text = try String(contentsOfFile: path, encoding: .utf8)
        #expect(text.contains("\ndouble tap = Dropped, Drop into attachments\ncallbacks = drag graph sessionDidMove / "))
        #expect(text.contains(" / drag graph willEndWith → copy / drop attachments performDrop / "))
        let script = try Script.load(path: path)
        let scene = try SceneLoader.load(path: SceneLibrary.path(for: "wwdc-story"))
        let replay = ScriptRunner(scene: scene).run(script)
        #expect(replay.passed, "\(ScriptReport.text(for: replay, scene: "wwdc-story", script: path))")
        #expect(replay.outcomes.contains { !$0.callbackChecks.isEmpty })

        let swapped = text.replacingOccurrences(of: "drop attachments performDrop / drop attachments previewForDropping",
                                                with: "drop attachments previewForDropping / drop attachments performDrop")
        #expect(swapped != text)
        let changed = ScriptRunner(scene: try SceneLoader.load(path: SceneLibrary.path(for: "wwdc-story")))
            .run(try Script.parse(swapped, file: path))
        #expect(!changed.passed)
    }
}
