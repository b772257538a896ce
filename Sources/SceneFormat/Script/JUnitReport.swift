import CellKit

/// What `rotor test --format junit` prints: JUnit XML, the report CI systems read (Jenkins,
/// GitLab, GitHub's test reporters): a `testsuite` per scene, a `testcase` per checked step
/// (its script line and gesture), a `failure` holding what was expected and what was heard.
///
/// A scene that could not be read is a suite with one case in `error`; a scene without a
/// script, a suite with one `skipped` case. Text from a scene is escaped for XML, and control
/// characters (which XML 1.0 cannot hold even escaped) are shown as the screen shows them (␛).
public struct JUnitReport: Sendable {
    /// One scene's outcome.
    public enum Outcome: Sendable {
        /// The scene's script ran; `script` is the script's file.
        case ran(ScriptRun, script: String)
        /// The scene has no script to run.
        case skipped
        /// The scene (or the script) could not be used: why.
        case unusable(String)
    }

    /// A scene as `rotor test` names it, its file, and what became of it.
    public struct Suite: Sendable {
        public let name: String
        public let file: String
        public let outcome: Outcome

        public init(name: String, file: String, outcome: Outcome) {
            self.name = name
            self.file = file
            self.outcome = outcome
        }
    }

    public let suites: [Suite]

    public init(suites: [Suite]) {
        self.suites = suites
    }

    /// The document's lines (the program's own line breaks; none inside a value).
    public var lines: [String] {
        var body: [String] = []
        var tests = 0, failures = 0, errors = 0, skipped = 0
        for suite in suites {
            let cases = Self.cases(of: suite)
            tests += cases.tests
            failures += cases.failures
            errors += cases.errors
            skipped += cases.skipped
            body.append("  <testsuite" + Self.attributes([
                ("name", suite.name), ("tests", "\(cases.tests)"), ("failures", "\(cases.failures)"),
                ("errors", "\(cases.errors)"), ("skipped", "\(cases.skipped)"), ("file", suite.file),
            ]) + ">")
            body += cases.lines.map { "    " + $0 }
            body.append("  </testsuite>")
        }
        return [#"<?xml version="1.0" encoding="UTF-8"?>"#,
                "<testsuites" + Self.attributes([
                    ("name", "rotor test"), ("tests", "\(tests)"), ("failures", "\(failures)"),
                    ("errors", "\(errors)"), ("skipped", "\(skipped)"),
                ]) + ">"]
            + body + ["</testsuites>"]
    }

    /// The document as one string.
    public var text: String { lines.joined(separator: "\n") }

    private struct Cases {
        var lines: [String] = []
        var tests = 0, failures = 0, errors = 0, skipped = 0
    }

    private static func cases(of suite: Suite) -> Cases {
        var cases = Cases()
        switch suite.outcome {
        case .unusable(let reason):
            cases.tests = 1
            cases.errors = 1
            cases.lines = ["<testcase" + attributes([("name", "load"), ("classname", suite.name)]) + ">",
                           "  <error" + attributes([("message", reason), ("type", "unusable input")]) + "/>",
                           "</testcase>"]
        case .skipped:
            cases.tests = 1
            cases.skipped = 1
            cases.lines = ["<testcase" + attributes([("name", "script"), ("classname", suite.name)]) + ">",
                           "  <skipped" + attributes([("message", "no script")]) + "/>",
                           "</testcase>"]
        case .ran(let run, let script):
            for outcome in run.outcomes {
                guard let passed = outcome.passed, let expectation = outcome.step.expectation else { continue }
                cases.tests += 1
                let open = "<testcase" + attributes([
                    ("name", "line \(outcome.step.line): \(outcome.step.scriptText)"), ("classname", suite.name),
                    ("file", script), ("line", "\(outcome.step.line)"),
                ])
                guard !passed else {
                    cases.lines.append(open + "/>")
                    continue
                }
                cases.failures += 1
                let expected = "expected \(expectation.scriptText)"
                let said = outcome.spokenText.isEmpty ? "(nothing)" : Expectation(.exact, outcome.spokenText).scriptText
                let heard = "heard    \(said)"
                cases.lines += [open + ">",
                                "  <failure" + attributes([("message", expected + "; " + heard), ("type", "expectation")]) + ">"
                                    + escaped(expected),
                                escaped(heard) + "</failure>",
                                "</testcase>"]
            }
        }
        return cases
    }

    private static func attributes(_ pairs: [(String, String)]) -> String {
        pairs.map { name, value in " \(name)=\"\(escaped(value))\"" }.joined()
    }

    private static func escaped(_ text: String) -> String {
        XMLText.escaped(text)
    }
}
