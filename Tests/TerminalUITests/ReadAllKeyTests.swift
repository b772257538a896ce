import ScreenReader
import Testing
import TerminalUI
import RotorTestSupport

/// Read all by keys: r reads from the focused element (two-finger swipe down), t from the top
/// of the screen (two-finger swipe up); help names both.
@MainActor
@Suite("Read all by keys", .cellsScreen)
struct ReadAllKeyTests {
    @Test func rReadsFromTheFocusedElementToTheEnd() throws {
        let pilot = try Pilot(scene: "wwdc-story")
        pilot.press(.end)
        let before = pilot.app.session.captions.count
        pilot.press(.character("r"))
        #expect(pilot.app.session.captions.count == before + 1, "from the last element, only that one")
        #expect(KeyMap.helpLines.contains { $0.keys == "r" && $0.meaning.contains("from here") })
    }

    @Test func tReadsFromTheTopOfTheScreen() throws {
        let pilot = try Pilot(scene: "wwdc-story")
        pilot.press(.end)
        let before = pilot.app.session.captions.count
        #expect(KeyMap.command(for: .character("t")) == .perform(.readFromTop))
        pilot.press(.character("t"))
        let read = pilot.app.session.captions.dropFirst(before).map(\.text)
        #expect(read.first == pilot.app.session.screenReader.elements.first.map { "\($0.label)" })
        #expect(read.count == pilot.app.session.screenReader.elements.count)
        #expect(KeyMap.helpLines.contains { $0.keys == "t" && $0.meaning.contains("top") })
    }
}
