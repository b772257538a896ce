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

    @Test("--format json prints the same tree: windows, containers and elements with their actions")
    func json() throws {
        try #require(BuiltRotor.isAvailable, "\(BuiltRotor.missing ?? "")")
        let result = try BuiltRotor.run(["run", "wwdc-story", "--elements", "--format", "json"])
        #expect(result.status == 0)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.outputBytes)) as? [String: Any])
        #expect(Set(object.keys) == ["windows"])
        let window = try #require((object["windows"] as? [[String: Any]])?.first)
        #expect(window["kind"] as? String == "window")
        let children = try #require(window["children"] as? [[String: Any]])
        #expect(children.map { $0["kind"] as? String } == ["element", "container"])
        let card = children[0]
        #expect(card["label"] as? String == "Contact card")
        #expect(card["name"] as? String == "card")
        let drops = (card["actions"] as? [[String: Any]] ?? []).compactMap { $0["name"] as? String }
        #expect(drops == ["Drop into portrait", "Drop into attachments"])
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
        let window = try #require((object["windows"] as? [[String: Any]])?.first)
        let labels = (window["children"] as? [[String: Any]] ?? []).compactMap { $0["label"] as? String }
        #expect(labels.contains("Card" + HostileOutputTests.raw), "\(labels)")
    }
}
