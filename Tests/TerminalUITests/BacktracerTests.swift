import Testing
@testable import TerminalUI
import RotorTestSupport

@Suite("Swift's backtracer is told not to wait for a key", .cellsScreen)
struct BacktracerTests {
    @Test("interactive=no is added to what the user set, or set alone")
    func addsNonInteractive() {
        #expect(Backtracer.setting(adding: "") == "interactive=no")
        #expect(Backtracer.setting(adding: "color=no") == "color=no,interactive=no")
    }

    @Test("a user's own choice of interactive stands, in any case and spacing")
    func keepsTheUsersChoice() {
        #expect(Backtracer.setting(adding: "interactive=yes") == nil)
        #expect(Backtracer.setting(adding: "color=no, Interactive = no") == nil)
    }
}
