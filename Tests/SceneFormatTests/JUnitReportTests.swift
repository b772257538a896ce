import CellKit
@testable import SceneFormat
import ScreenReader
import Testing

@MainActor
@Suite("JUnit reports (rotor test --format junit)")
struct JUnitReportTests {
    @Test("a scene without a script is a skipped case, one that cannot be read an error, each in its own suite")
    func skippedAndUnusable() {
        let report = JUnitReport(suites: [
            JUnitReport.Suite(name: "quiet", file: "quiet.yaml", outcome: .skipped),
            JUnitReport.Suite(name: "missing", file: "missing.yaml", outcome: .unusable("missing.yaml: no such file")),
        ])
        let text = report.text
        #expect(text.contains(#"<testsuites name="rotor test" tests="2" failures="0" errors="1" skipped="1">"#))
        #expect(text.contains(#"<testsuite name="quiet" tests="1" failures="0" errors="0" skipped="1" file="quiet.yaml">"#))
        #expect(text.contains(#"<skipped message="no script"/>"#))
        #expect(text.contains(#"<error message="missing.yaml: no such file" type="unusable input"/>"#))
    }

    @Test("what was expected and heard is escaped for XML, control characters shown as the screen shows them")
    func escaping() throws {
        let step = ScriptStep(action: .gesture(.swipeRight), expectation: Expectation(.exact, "<a & \"b\">\u{1B}[2J\u{FFFE}"),
                              line: 7)
        let outcome = ScriptRun.StepOutcome(step: step, spoken: [Utterance("it's\u{7}", kind: .element, language: "en")])
        let run = ScriptRun(opening: [], outcomes: [outcome])
        let text = JUnitReport(suites: [JUnitReport.Suite(name: "s&s", file: "s.yaml", outcome: .ran(run, script: "s.yaml"))]).text
        #expect(!text.unicodeScalars.contains { ($0.value < 0x20 && $0 != "\n") || $0 == "\u{FFFE}" })
        #expect(text.contains("expected = &lt;a &amp; &quot;b&quot;&gt;␛[2J\u{FFFD}"))
        #expect(text.contains("heard    = it&apos;s␇</failure>"))
        #expect(text.contains(#"<testsuite name="s&amp;s" tests="1" failures="1""#))
    }
}
