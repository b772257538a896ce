import Foundation
import Testing

/// A crash while the screen is up: the terminal comes back before the backtrace is printed, and
/// the backtrace does not wait for a key. A Swift trap is SIGILL (x86_64) or SIGTRAP (arm64);
/// sending it to rotor takes the same path through the crash guard as a trap would.
@Suite("A crash in the terminal front", .serialized, .enabled(if: TmuxTerminal.isAvailable || TmuxTerminal.isRequired))
struct CrashRestoreTests {
    @Test("a fatal signal while the screen is up restores the terminal and exits without waiting for a key",
          arguments: [SIGILL, SIGTRAP, SIGSEGV])
    func fatalSignalRestoresTheScreen(signal number: Int32) throws {
        try #require(TmuxTerminal.isAvailable, "ROTOR_E2E=1 but \(TmuxTerminal.missing ?? "something") is missing")
        let terminal = try TmuxTerminal(columns: 80, rows: 24)
        defer { terminal.close() }
        try terminal.waitFor("Contact card")
        #expect(terminal.display("#{alternate_on} #{mouse_any_flag} #{keypad_flag}") == "1 1 1", "the screen is up")

        try terminal.signalRotor(number)
        // No key is ever sent: an interactive backtracer would wait here for 30 s and fail this.
        let status = try terminal.waitForExitStatus()
        #expect(status == 128 + number)
        #expect(terminal.settingsAfter() == terminal.settingsBefore(), "stty settings restored")
        #expect(terminal.display("#{alternate_on} #{mouse_any_flag} #{keypad_flag} #{cursor_flag}") == "0 0 0 1",
                "main screen, no mouse reporting, no keypad mode, cursor shown")
        let shown = terminal.screen().joined(separator: "\n")
        #expect(!shown.contains("Press space to interact"))
    }

    @Test("a fatal signal in plain mode puts the terminal's modes back")
    func fatalSignalInPlainMode() throws {
        try #require(TmuxTerminal.isAvailable, "ROTOR_E2E=1 but \(TmuxTerminal.missing ?? "something") is missing")
        let terminal = try TmuxTerminal(columns: 80, rows: 24, arguments: ["play", "wwdc-story", "--plain"])
        defer { terminal.close() }
        try terminal.waitFor("Contact card")
        try terminal.signalRotor(SIGILL)
        #expect(try terminal.waitForExitStatus() == 128 + SIGILL)
        #expect(terminal.settingsAfter() == terminal.settingsBefore(), "stty settings restored")
    }
}
