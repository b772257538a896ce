import RotorOutput

/// What `rotor test --format junit` prints: JUnit XML, the report CI systems read (Jenkins,
/// GitLab, GitHub's test reporters): a `testsuite` per scene, a `testcase` per check, as the
/// text report counts them: each expectation of what is said (named by its script line, the
/// gesture and what it expects) and each `callbacks` line (named by its own line), a `failure`
/// holding what was expected and what was heard, or logged.
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

        /// One checked case; `failure`, when it failed, is what was expected and what came
        /// instead, a line each.
        mutating func add(name: String, line: Int, suite: String, script: String, failure: (expected: String, came: String)?) {
            tests += 1
            let open = "<testcase" + JUnitReport.attributes([("name", name), ("classname", suite), ("file", script),
                                                             ("line", "\(line)")])
            guard let failure else {
                lines.append(open + "/>")
                return
            }
            failures += 1
            let message = failure.expected + "; " + failure.came
            lines += [open + ">",
                      "  <failure" + JUnitReport.attributes([("message", message), ("type", "expectation")]) + ">"
                          + JUnitReport.escaped(failure.expected),
                      JUnitReport.escaped(failure.came) + "</failure>",
                      "</testcase>"]
        }
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
                if let passed = outcome.speechPassed, let expectation = outcome.step.expectation {
                    // Written as a passing line would be, so spaces at its ends show.
                    let said = outcome.spokenText.isEmpty ? "(nothing)" : Expectation(.exact, outcome.spokenText).scriptText
                    let heard = "heard    \(said)"
                    // The step's own line; its `callbacks` lines are cases of their own below.
                    let written = outcome.step.actionText + " " + expectation.scriptText
                    cases.add(name: "line \(outcome.step.line): \(written)", line: outcome.step.line,
                              suite: suite.name, script: script,
                              failure: passed ? nil : ("expected \(expectation.scriptText)", heard))
                }
                // A case of its own for each `callbacks` line, at that line: a CI system shows
                // which check failed, and the count is the text report's.
                for check in outcome.callbackChecks {
                    let expected = check.expectation.scriptText
                    let logged = CallbackExpectation.text(of: outcome.callbacks)
                    let name = "line \(check.expectation.line): \(expected) (of \(outcome.step.actionText), line \(outcome.step.line))"
                    cases.add(name: name, line: check.expectation.line, suite: suite.name, script: script,
                              failure: check.passed ? nil : ("expected \(expected)",
                                                             "logged   \(logged.isEmpty ? "(none)" : "callbacks = " + logged)"))
                }
            }
            // A limit that stopped the run is an error of its own, after the checks made before it.
            if let stop = run.stop {
                cases.tests += 1
                cases.errors += 1
                cases.lines += ["<testcase" + attributes([("name", "line \(stop.line): stopped"), ("classname", suite.name),
                                                           ("file", script), ("line", "\(stop.line)")]) + ">",
                                "  <error" + attributes([("message", "\(stop)"), ("type", "limit")]) + "/>",
                                "</testcase>"]
            }
        }
        return cases
    }

    fileprivate static func attributes(_ pairs: [(String, String)]) -> String {
        pairs.map { name, value in " \(name)=\"\(escaped(value))\"" }.joined()
    }

    fileprivate static func escaped(_ text: String) -> String {
        XMLText.escaped(text)
    }
}
