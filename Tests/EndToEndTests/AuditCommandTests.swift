import Foundation
import Testing

/// `rotor audit` as a shell or CI sees it: output and exit status.
@Suite("rotor audit on the command line", .enabled(if: BuiltRotor.isAvailable || BuiltRotor.isRequired))
struct AuditCommandTests {
    @Test("a clean scene exits 0; the broken one exits 1 with compiler-style lines")
    func exitStatuses() throws {
        try #require(BuiltRotor.isAvailable, "\(BuiltRotor.missing ?? "")")
        let clean = try BuiltRotor.run(["audit", "Scenes/wwdc-story.yaml"])
        #expect(clean.status == 0)
        #expect(clean.output.contains("Scenes/wwdc-story.yaml: no problems"))

        let broken = try BuiltRotor.run(["audit", "broken", "bar-graph"])
        #expect(broken.status == 1)
        #expect(broken.output.contains("Scenes/broken.yaml:12:5: error: "))
        #expect(broken.output.contains("[descriptor-without-interaction]"))
        #expect(broken.output.contains("Scenes/bar-graph.yaml: no problems (1 advice, 1 ignored by the scene's audit.ignore)"))
    }

    @Test("an unreadable scene exits 2, after auditing the others")
    func unreadable() throws {
        try #require(BuiltRotor.isAvailable, "\(BuiltRotor.missing ?? "")")
        let result = try BuiltRotor.run(["audit", "controls", "no-such-scene", "--format", "json"])
        #expect(result.status == 2)
        #expect(result.errors.contains("no-such-scene"))
        let object = try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any]
        #expect(object?["exit_status"] as? Int == 2)
        #expect((object?["scenes"] as? [Any])?.count == 2)
    }

    @Test("text reports come scene by scene, a blank line between, and an unreadable scene still makes the exit status 2")
    func textReportsSceneByScene() throws {
        try #require(BuiltRotor.isAvailable, "\(BuiltRotor.missing ?? "")")
        let result = try BuiltRotor.run(["audit", "controls", "no-such-scene", "bar-graph"])
        #expect(result.status == 2)
        #expect(result.errors.contains("no-such-scene"))
        let lines = result.output.split(separator: "\n").map(String.init)
        #expect(lines.first == "Scenes/controls.yaml: no problems")
        #expect(result.output.hasPrefix("Scenes/controls.yaml: no problems\n\nScenes/bar-graph.yaml:"))
        #expect(lines.last == "Scenes/bar-graph.yaml: no problems (1 advice, 1 ignored by the scene's audit.ignore)")
    }

    @Test("an audit whose drag probe would pass its budget of hovers stops with one line at the drop point, exit 2")
    func hoverBudget() throws {
        try #require(BuiltRotor.isAvailable, "\(BuiltRotor.missing ?? "")")
        // 320 drags of text and 320 wells that take only images: 102,400 hovers, past the
        // floor of 100,000 (the file's 70 KB buy far fewer). 312 drags make 99,840; the 313th
        // would pass the budget at its 161st well, W160, on line 2 + 320 + 161.
        var lines = ["window: { size: [80, 80] }", "views:"]
        for index in 0..<320 {
            lines.append("  - { type: label, frame: [\((index % 4) * 10), \(index / 4), 8, 1], text: L\(index), drag: { text: t } }")
        }
        for index in 0..<320 {
            lines.append("  - { type: well, frame: [\(40 + (index % 4) * 10), \(index / 4), 8, 1], title: W\(index), "
                + "accessibility: { element: true }, drop: { accepts: [public.image] } }")
        }
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("rotor-hovers-\(UUID().uuidString).yaml").path
        try (lines.joined(separator: "\n") + "\n").write(toFile: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let result = try BuiltRotor.run(["audit", path])
        #expect(result.status == 2)
        #expect(result.output.isEmpty)
        #expect(result.errors.hasPrefix("rotor: \(path):483:5: holding the drag \"Drag L312\" over the drop point "
            + "\"Drop into W160\" would take the audit past 100000 hovers of drags over drop points (100000 so far: "))
        #expect(result.errors.hasSuffix("; an audit of this file may make at most 100000\n"))
        #expect(result.errors.split(separator: "\n").count == 1)
    }

    @Test("--explain prints a rule's rationale; an unknown rule exits 2 with the nearest one")
    func explain() throws {
        try #require(BuiltRotor.isAvailable, "\(BuiltRotor.missing ?? "")")
        let known = try BuiltRotor.run(["audit", "--explain", "point-obscured"])
        #expect(known.status == 0)
        #expect(known.output.hasPrefix("point-obscured (error)\n"))
        #expect(known.output.contains("Example fix:"))
        let unknown = try BuiltRotor.run(["audit", "--explain", "point-obscurd"])
        #expect(unknown.status == 2)
        #expect(unknown.errors.contains("did you mean 'point-obscured'?"))
    }
}
