import Foundation
import Testing

/// `rotor test --format junit` reports a case per check, as the README says and as the text
/// report counts them: a scene's suite holds as many cases as `PASS scene (N checks)` says.
@Suite("JUnit and text reports agree", .enabled(if: BuiltRotor.isAvailable || BuiltRotor.isRequired))
struct JUnitAgreementTests {
    @Test("every shipped scene: as many JUnit cases as the text report counts checks, callbacks lines included")
    func casesAreChecks() throws {
        try #require(BuiltRotor.isAvailable, "\(BuiltRotor.missing ?? "")")
        let text = try BuiltRotor.run(["test"])
        #expect(text.status == 0)
        var checks: [String: Int] = [:]
        for line in text.output.split(separator: "\n") where line.hasPrefix("PASS ") {
            // PASS name (N checks)
            let words = line.split(separator: " ")
            guard words.count == 4, let count = Int(words[2].dropFirst()) else { continue }
            checks[String(words[1])] = count
        }
        #expect(checks.count > 5)
        let junit = try BuiltRotor.run(["test", "--format", "junit"])
        #expect(junit.status == 0)
        var cases: [String: Int] = [:]
        for line in junit.output.split(separator: "\n") where line.hasPrefix("  <testsuite ") && line.contains(#"skipped="0""#) {
            let name = line.split(separator: "\"")[1]
            let tests = line.components(separatedBy: #"tests=""#)[1].split(separator: "\"")[0]
            cases[String(name)] = Int(tests)
        }
        #expect(cases == checks)
        #expect(junit.output.contains("callbacks "), "the shipped scripts check callbacks, each a case")
    }
}
