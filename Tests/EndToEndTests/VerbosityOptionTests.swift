import Foundation
import Testing

/// `--verbosity-actions` and `--hints`: VoiceOver's Verbosity for a run, over the scene's.
@Suite("rotor run --verbosity-actions --hints", .enabled(if: BuiltRotor.isAvailable || BuiltRotor.isRequired))
struct VerbosityOptionTests {
    @Test("the options change what is said: a sound for actions, no hints")
    func options() throws {
        try #require(BuiltRotor.isAvailable, "\(BuiltRotor.missing ?? "")")
        let plain = try BuiltRotor.run(["run", "controls"])
        #expect(plain.output.contains("Actions Available."))
        #expect(plain.output.contains("Double tap to toggle setting."))
        let quiet = try BuiltRotor.run(["run", "controls", "--verbosity-actions", "playSound", "--hints", "off"])
        #expect(quiet.status == 0)
        #expect(quiet.output.contains("[actions]"))
        #expect(!quiet.output.contains("Actions Available"))
        #expect(!quiet.output.contains("Double tap"))
    }

    @Test("rotor test checks the scripts with them, so a script written for the defaults fails")
    func test() throws {
        try #require(BuiltRotor.isAvailable, "\(BuiltRotor.missing ?? "")")
        #expect(try BuiltRotor.run(["test", "controls"]).status == 0)
        let result = try BuiltRotor.run(["test", "controls", "--verbosity-actions", "doNothing"])
        #expect(result.status == 1)
        #expect(result.output.contains("heard    = Ana: Lunch on Friday? List Start."))
    }

    @Test("an unknown setting is a usage error that names the settings")
    func unknown() throws {
        try #require(BuiltRotor.isAvailable, "\(BuiltRotor.missing ?? "")")
        let result = try BuiltRotor.run(["run", "controls", "--verbosity-actions", "loud"])
        #expect(result.status == 64)
        #expect(result.errors.contains("'speak', 'playSound', 'changeRotor' or 'doNothing'"))
        #expect(try BuiltRotor.run(["run", "controls", "--hints", "maybe"]).status == 64)
    }
}
