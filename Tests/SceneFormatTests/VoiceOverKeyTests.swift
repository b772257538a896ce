import CellKit
@testable import SceneFormat
import ScreenReader
import Testing
import RotorTestSupport

/// `voiceOver: { verbosity: … }`: the Verbosity a scene's sessions start with.
@MainActor
@Suite("The voiceOver key", .cellsScreen)
struct VoiceOverKeyTests {
    private static func scene(_ voiceOver: String) throws -> Scene {
        try SceneLoader.load(yaml: """
            \(voiceOver)
            window: { size: [20, 4] }
            views:
              - type: view
                frame: [0, 0, 10, 1]
                accessibility: { element: true, label: Inbox, hint: Your mail, customActions: [{ name: Archive }] }
            """, file: "voice.yaml")
    }

    @Test func aScenesVerbosityIsWhatItsSessionsSay() throws {
        let quiet = try Self.scene("voiceOver: { verbosity: { actions: playSound, hints: off } }")
        #expect(ScriptRunner(scene: quiet).run().opening.map(\.description) == ["Inbox", "[actions]"])
        let plain = try Self.scene("")
        #expect(ScriptRunner(scene: plain).run().opening.map(\.text) == ["Inbox", "Your mail. Actions Available."])
    }

    @Test func aVerbosityTheSceneOverridesBeforeTheSessionIsMadeIsUsed() throws {
        let scene = try Self.scene("voiceOver: { verbosity: { actions: doNothing } }")
        scene.verbosity.speaksHints = false
        #expect(ScriptRunner(scene: scene).run().opening.map(\.text) == ["Inbox"])
    }

    @Test func anUnknownSettingIsRefusedWhereItIsWithTheNearestName() throws {
        #expect {
            _ = try Self.scene("voiceOver: { verbosity: { actions: playsound } }")
        } throws: { error in
            "\(error)".contains("voice.yaml:1:36: voiceOver.verbosity.actions: expected one of speak, playSound, changeRotor, "
                + "doNothing") && "\(error)".contains("did you mean 'playSound'?")
        }
        #expect {
            _ = try Self.scene("voiceOver: { verbosity: { hint: false } }")
        } throws: { error in "\(error)".contains("hint") && "\(error)".contains("hints") }
    }
}
