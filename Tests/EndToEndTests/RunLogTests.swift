import Foundation
import Testing

/// `rotor run SCENE --log`: the app's callbacks among the speech, as a shell sees them.
@Suite("rotor run --log", .enabled(if: BuiltRotor.isAvailable || BuiltRotor.isRequired))
struct RunLogTests {
    @Test("each callback is a line of its own, between what was said before and after it")
    func text() throws {
        try #require(BuiltRotor.isAvailable, "\(BuiltRotor.missing ?? "")")
        let result = try BuiltRotor.run(["run", "wwdc-story", "--log"])
        #expect(result.status == 0, "\(result.errors)")
        let lines = result.output.split(separator: "\n").map(String.init)
        let plain = try BuiltRotor.run(["run", "wwdc-story"]).output.split(separator: "\n").map(String.init)
        #expect(lines.filter { !$0.hasPrefix("⇢ ") } == plain, "the speech is what it is without the log")
        let performed = try #require(lines.firstIndex(of: "⇢ drop attachments performDrop"))
        let dropped = try #require(lines.firstIndex(of: "Dropped, Drop into attachments"))
        let transferred = try #require(lines.firstIndex(of: "⇢ drag graph sessionDidTransferItems"))
        #expect(performed < dropped && dropped < transferred)
        #expect(lines.first == "Contact card")
        #expect(lines.last == "Contact card: Attachments, Bar: 30")
    }

    @Test("--format json carries the callbacks as events of each step, and without --log nothing new but the checks")
    func json() throws {
        try #require(BuiltRotor.isAvailable, "\(BuiltRotor.missing ?? "")")
        let logged = try BuiltRotor.run(["run", "wwdc-story", "--log", "--format", "json"])
        #expect(logged.status == 0)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(logged.outputBytes)) as? [String: Any])
        #expect(Set(object.keys) == ["scene", "language", "opening", "opening_events", "steps", "passed"])
        let steps = try #require(object["steps"] as? [[String: Any]])
        let events = steps.flatMap { $0["events"] as? [[String: Any]] ?? [] }
        let drop = try #require(events.first { $0["callback"] as? String == "performDrop" })
        #expect(drop["type"] as? String == "callback")
        #expect(drop["side"] as? String == "drop")
        #expect(drop["view"] as? String == "attachments")
        #expect(events.contains { $0["type"] as? String == "spoken" && $0["text"] as? String == "Dropped, Drop into attachments" })
        let checks = steps.compactMap { $0["callback_checks"] as? [[String: Any]] }.flatMap { $0 }
        #expect(!checks.isEmpty && checks.allSatisfy { $0["passed"] as? Bool == true })

        let plain = try BuiltRotor.run(["run", "wwdc-story", "--format", "json"])
        let bare = try #require(try JSONSerialization.jsonObject(with: Data(plain.outputBytes)) as? [String: Any])
        #expect(Set(bare.keys) == ["scene", "language", "opening", "steps", "passed"])
        let bareSteps = try #require(bare["steps"] as? [[String: Any]])
        #expect(bareSteps.allSatisfy { $0["events"] == nil })
        #expect(Set(bareSteps[0].keys) == ["line", "action", "spoken", "expected", "passed"])
    }

    @Test("a view's name from the scene is printed made visible, in text, and escaped in JSON")
    func hostileViewName() throws {
        try #require(BuiltRotor.isAvailable, "\(BuiltRotor.missing ?? "")")
        let story = try String(contentsOf: BuiltRotor.root.appendingPathComponent("Scenes/wwdc-story.yaml"), encoding: .utf8)
        let hostile = "\"att\\e[31m\\u202Eslist\""
        let scene = story.replacingOccurrences(of: "id: attachments", with: "id: " + hostile)
            .replacingOccurrences(of: "view: attachments", with: "view: " + hostile)
            .replacingOccurrences(of: "[portrait, attachments]", with: "[portrait, \(hostile)]")
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("rotor-log-\(UUID()).yaml").path
        try scene.write(toFile: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }

        let text = try BuiltRotor.run(["run", path, "--log"])
        #expect(!text.outputBytes.contains(0x1B), "no raw escape")
        #expect(text.output.contains("⇢ drop att␛[31m⁋slist performDrop"))
        let json = try BuiltRotor.run(["run", path, "--log", "--format", "json"])
        #expect(!json.outputBytes.contains(0x1B))
        #expect(json.output.contains(#""view" : "att\u001b[31m\u202eslist""#))
    }

    @Test("with --elements it is a usage error: the elements run no script")
    func withElements() throws {
        try #require(BuiltRotor.isAvailable, "\(BuiltRotor.missing ?? "")")
        let result = try BuiltRotor.run(["run", "wwdc-story", "--elements", "--log"])
        #expect(result.status == 64)
        #expect(result.errors.contains("--log"))
    }

    @Test("rotor test reports a callbacks line that fails with its line, what was expected and what was logged")
    func testReportsCallbacks() throws {
        try #require(BuiltRotor.isAvailable, "\(BuiltRotor.missing ?? "")")
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("rotor-callbacks-\(UUID()).txt").path
        try """
            swipe right
            swipe right
            rotor clockwise
            swipe down
            double tap = Drag started, Drag bar data
            callbacks ~ sessionWillBegin / itemsForBeginning
            """.write(toFile: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let result = try BuiltRotor.run(["test", "wwdc-story", "--script", path])
        #expect(result.status == 1)
        let lines = result.output.split(separator: "\n").map(String.init)
        #expect(lines.first == "FAIL wwdc-story (1 of 2 checks failed)")
        #expect(lines.dropFirst().first == "  \(path):6: callbacks of double tap (line 5)")
        #expect(lines.dropFirst(2).first == "    expected callbacks ~ sessionWillBegin / itemsForBeginning")
        #expect(lines.dropFirst(3).first?.hasPrefix("    logged   callbacks = drag graph itemsForBeginning → 1 item / ") == true)
    }
}
