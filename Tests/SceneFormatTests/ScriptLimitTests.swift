import Foundation
import SceneFormat
import Testing
import RotorTestSupport

/// A script's own limits: steps, and bytes, each with its message at its place, in a script
/// file and in a scene's `script:` alike.
@MainActor
@Suite("How long a script may be", .cellsScreen)
struct ScriptLimitTests {
    static let steps = Script.Limits.standard.steps
    static let bytes = Script.Limits.standard.fileSize

    private func refusal(_ body: () throws -> Void) -> String? {
        do {
            try body()
            return nil
        } catch {
            return (error as? SceneError)?.description ?? "\(error)"
        }
    }

    @Test("the standard limits are 10,000 steps and 1,000,000 bytes")
    func standardLimits() {
        #expect(Self.steps == 10_000)
        #expect(Self.bytes == 1_000_000)
    }

    @Test("as many steps as the limit run; one more is refused at its line, and comments and callbacks lines are no steps")
    func stepLimit() throws {
        let full = Array(repeating: "swipe right", count: Self.steps)
        #expect(try Script.parse(full.joined(separator: "\n"), file: "s.txt").steps.count == Self.steps)
        let withOthers = ["# a walk"] + full.prefix(1) + ["callbacks ~ sessionDidEnd", "# more"] + full.dropFirst()
        #expect(try Script.parse(withOthers.joined(separator: "\n"), file: "s.txt").steps.count == Self.steps)
        let over = full + ["  double tap"]
        #expect(refusal { _ = try Script.parse(over.joined(separator: "\n"), file: "s.txt") }
                == "s.txt:10001:3: the script has more than 10000 steps; scripts are limited to 10000")
    }

    @Test("limits of one's own: a script of 3 steps and 100 bytes")
    func givenLimits() {
        let limits = Script.Limits(steps: 3, fileSize: 100)
        #expect(refusal { _ = try Script.parse("escape\nescape\nwait 1\nescape\n", file: "s.txt", limits: limits) }
                == "s.txt:4:1: the script has more than 3 steps; scripts are limited to 3")
        #expect(refusal { _ = try Script.parse(String(repeating: "# padding\n", count: 11), file: "s.txt", limits: limits) }
                == "s.txt:1:1: the script is 110 bytes; scripts are limited to 100")
    }

    @Test("a script file over 1,000,000 bytes is refused by its size, as a script, before it is read")
    func fileSize() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("rotor-long-\(UUID().uuidString).txt").path
        try String(repeating: "# padding\n", count: 100_001).write(toFile: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        #expect(refusal { _ = try Script.load(path: path) } == "\(path): the file is 1000010 bytes; scripts are limited to 1000000")
    }

    @Test("a scene's script has the same limits, refused where the step is in the scene file")
    func sceneScript() {
        let script = Array(repeating: "  swipe right", count: Self.steps + 1).joined(separator: "\n")
        let yaml = "window: { size: [20, 5] }\nviews:\n  - { type: label, text: Hi, frame: [0, 0, 5, 1] }\nscript: |\n" + script + "\n"
        #expect(refusal { _ = try SceneLoader.load(yaml: yaml, file: "long.yaml") }
                == "long.yaml:10005:3: the script has more than 10000 steps; scripts are limited to 10000")
        let padded = "window: { size: [20, 5] }\nviews:\n  - { type: label, text: Hi, frame: [0, 0, 5, 1] }\nscript: |\n"
            + String(repeating: "  # padding\n", count: 100_001)
        #expect(refusal { _ = try SceneLoader.load(yaml: padded, file: "long.yaml") }
                == "long.yaml:5:3: the script is 1000010 bytes; scripts are limited to 1000000")
    }
}

@Suite("Expectations on long speech", .cellsScreen)
struct LongExpectationTests {
    @Test("a long '~' expectation over a long utterance is checked by a search linear in its length")
    func longContainsIsLinear() {
        let spoken = String(repeating: "x", count: 400_000)
        #expect(!Expectation(.contains, String(repeating: "x", count: 200_000) + "y").isMet(by: spoken))
        #expect(Expectation(.contains, String(repeating: "x", count: 200_000)).isMet(by: spoken + "y"))
        #expect(Expectation(.contains, "").isMet(by: "anything"))
        #expect(!Expectation(.contains, "e").isMet(by: "caf\u{E9}"), "whole characters: é is not e")
    }
}
