import SceneFormat
import ScreenReader
import TerminalUI
import Testing
import RotorTestSupport

/// Shrinking the terminal and growing it back to its size draws the same screen, in every
/// shipped scene and wherever the focus is: the scroll a resize needs is not kept once the
/// size comes back.
@MainActor
@Suite("Resizing and growing back", .cellsScreen)
struct ResizeRoundTripTests {
    /// Where the focus is before the resize: the first element, some way down, the last.
    static let focusKeys: [[Key]] = [[], Array(repeating: .right, count: 4), Array(repeating: .right, count: 9), [.end]]

    @Test(arguments: SceneLibrary.shipped.map(\.name))
    func shrinkingAndGrowingBackDrawsTheSameScreen(scene: String) throws {
        for keys in Self.focusKeys {
            for small in [(40, 12), (52, 14), (30, 8), (80, 13), (44, 24)] {
                let pilot = try Pilot(scene: scene)
                pilot.press(keys)
                pilot.app.present()
                let before = pilot.screen
                pilot.backend.enqueue([.resize(columns: small.0, rows: small.1), .resize(columns: 80, rows: 24)])
                pilot.takeEvent()
                pilot.app.present()
                pilot.takeEvent()
                pilot.app.present()
                #expect(pilot.screen == before, "\(scene) after \(keys), shrunk to \(small.0)×\(small.1)")
            }
        }
    }
}
