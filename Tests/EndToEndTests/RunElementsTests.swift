import Foundation
import Testing

/// `rotor run SCENE --elements`: what VoiceOver sees once the scene has opened, as a shell sees it.
@Suite("rotor run --elements", .enabled(if: BuiltRotor.isAvailable || BuiltRotor.isRequired))
struct RunElementsTests {
    @Test("prints the scene's element tree, the same as its golden")
    func text() throws {
        try #require(BuiltRotor.isAvailable, "\(BuiltRotor.missing ?? "")")
        let result = try BuiltRotor.run(["run", "wwdc-story", "--elements"])
        #expect(result.status == 0)
        let golden = BuiltRotor.root.appendingPathComponent("Tests/SceneFormatTests/Goldens/wwdc-story.elements")
        #expect(result.output == (try String(contentsOf: golden, encoding: .utf8)))
    }

    @Test("--format json prints the screen reader's record: containers, elements with what they say and offer, the focus")
    func json() throws {
        try #require(BuiltRotor.isAvailable, "\(BuiltRotor.missing ?? "")")
        let result = try BuiltRotor.run(["run", "wwdc-story", "--elements", "--format", "json"])
        #expect(result.status == 0)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.outputBytes)) as? [String: Any])
        #expect(Set(object.keys) == ["containers", "elements", "focused_index", "verbosity"])
        let containers = try #require(object["containers"] as? [[String: Any]])
        #expect(containers.first?["kind"] as? String == "window")
        let elements = try #require(object["elements"] as? [[String: Any]])
        #expect(object["focused_index"] as? Int == 0)
        let card = elements[0]
        #expect(card["label"] as? String == "Contact card")
        #expect(card["identifier"] as? String == "card")
        #expect(card["containers"] as? [Int] == [0])
        #expect((card["spoken"] as? [[String: Any]])?.first?["text"] as? String != nil)
        // Drop points are listed whether or not a drag is held; the Actions rotor offers them
        // only while one is.
        let drops = (card["drop_points"] as? [[String: Any]] ?? []).compactMap { $0["name"] as? String }
        #expect(drops == ["Drop into portrait", "Drop into attachments"])
        let offered = (card["actions"] as? [[String: Any]] ?? []).compactMap { $0["kind"] as? String }
        #expect(!offered.contains("drop-point"))
    }

    @Test("--language names the actions VoiceOver finds itself in that language")
    func language() throws {
        try #require(BuiltRotor.isAvailable, "\(BuiltRotor.missing ?? "")")
        let result = try BuiltRotor.run(["run", "two-apps", "--elements", "--language", "ko"])
        #expect(result.status == 0)
        #expect(result.output.contains("drag source \"Shopping list 드래그\" → note @ (15, 0.5), automatic"))
    }

    @Test("with --script it is a usage error: it runs no script")
    func withScript() throws {
        try #require(BuiltRotor.isAvailable, "\(BuiltRotor.missing ?? "")")
        let result = try BuiltRotor.run(["run", "wwdc-story", "--elements", "--script", "walk.txt"])
        #expect(result.status == 64)
        #expect(result.errors.contains("--elements"))
        #expect(result.output.isEmpty)
    }

    @Test("a scene's text is shown, never raw; in JSON it round-trips")
    func hostile() throws {
        try #require(BuiltRotor.isAvailable, "\(BuiltRotor.missing ?? "")")
        let scenes = try HostileOutputTests.Scenes()
        let text = try HostileOutputTests.run(["run", scenes.scene, "--elements"])
        #expect(text.status == 0)
        #expect(text.output.contains("element \"Card␛[31m␇␀\u{FFFD}⁋␡⁋\" (card)"))
        let json = try HostileOutputTests.run(["run", scenes.scene, "--elements", "--format", "json"])
        #expect(json.status == 0)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.outputBytes)) as? [String: Any])
        let labels = (object["elements"] as? [[String: Any]] ?? []).compactMap { $0["label"] as? String }
        #expect(labels.contains("Card" + HostileOutputTests.raw), "\(labels)")
    }
}
