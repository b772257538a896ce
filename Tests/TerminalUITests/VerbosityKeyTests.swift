import ScreenReader
import Session
import Testing
import TerminalUI
import RotorTestSupport

/// The Verbosity keys: v steps through the Actions settings, h turns hints on and off; the
/// status line shows the settings until the next key, and plain mode prints them.
@MainActor
@Suite("Verbosity from the keyboard", .cellsScreen)
struct VerbosityKeyTests {
    private func statusLine(_ pilot: Pilot) -> String {
        String(pilot.screen.split(separator: "\n").first ?? "")
    }

    @Test func vStepsThroughTheActionsSettingsAndTheStatusLineShowsThemUntilTheNextKey() throws {
        let pilot = try Pilot(scene: "wwdc-story")
        pilot.press(.character("v"))
        #expect(pilot.app.session.screenReader.verbosity.actions == .playSound)
        #expect(statusLine(pilot).contains("Actions: Play Sound · Hints on"))
        pilot.press(.right)
        #expect(!statusLine(pilot).contains("Actions:"), "the next key takes it away")
        #expect(pilot.app.session.captions.suffix(2).map(\.description) == ["January: 12", "[actions]"])
        pilot.press(.character("v"))
        #expect(statusLine(pilot).contains("Actions: Change Rotor"))
        pilot.press(.right)
        #expect(pilot.lastCaption == "February: 30")
        #expect(pilot.app.session.screenReader.rotor.setting == .actions, "the rotor turned to Actions")
        pilot.press(.character("v"), .character("v"))
        #expect(pilot.app.session.screenReader.verbosity.actions == .speak, "round to Speak again")
    }

    @Test func hTurnsHintsOffAndOn() throws {
        let pilot = try Pilot(scene: "controls")
        pilot.press(.character("h"))
        #expect(pilot.app.session.screenReader.verbosity.speaksHints == false)
        #expect(statusLine(pilot).contains("Actions: Speak · Hints off"))
        pilot.press(.right)
        #expect(pilot.lastCaption == "Brightness: 50%. Adjustable.", "no hint")
        pilot.press(.character("h"), .home, .right)
        #expect(pilot.lastCaption == "Swipe up or down with one finger to adjust the value.")
    }

    @Test func theStatusLineSaysItInTheScreenReadersLanguage() throws {
        let pilot = try Pilot(scene: "wwdc-story")
        pilot.press(.character("l"), .character("v"))
        #expect(statusLine(pilot).contains("동작: 사운드 재생 · 힌트 켬"))
    }

    @Test func plainModePrintsEachChangeAsItIsSaid() throws {
        final class Lines {
            var all: [String] = []
        }
        let lines = Lines()
        let pilot = try Pilot(scene: "wwdc-story", listeners: [PlainPrinter { lines.all.append($0) }])
        pilot.press(.character("h"), .character("v"))
        #expect(lines.all.suffix(2) == ["Hints off", "Actions: Play Sound"])
    }
}
