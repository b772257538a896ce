import CellKit
@testable import SceneFormat
import ScreenReader
import Session
import Testing
import RotorTestSupport

@MainActor
@Suite("JUnit reports (rotor test --format junit)", .cellsScreen)
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

    @Test("a run a limit stopped keeps the checks that failed before the stop, and the stop is an error of its own")
    func aStoppedRunKeepsItsFailures() throws {
        let failing = ScriptRun.StepOutcome(step: ScriptStep(action: .gesture(.swipeRight), expectation: Expectation(.exact, "No"), line: 3),
                                            spoken: [Utterance("Yes", kind: .element, language: "en")])
        let passing = ScriptRun.StepOutcome(step: ScriptStep(action: .gesture(.swipeLeft), expectation: Expectation(.exact, "Yes"), line: 4),
                                            spoken: [Utterance("Yes", kind: .element, language: "en")])
        let stop = SceneError(file: "s.yaml", line: 5, column: 3, keyPath: "", message: "swipe right took the run past 10 bytes of speech")
        let run = ScriptRun(opening: [], outcomes: [failing, passing], stop: stop)
        let text = JUnitReport(suites: [JUnitReport.Suite(name: "s", file: "s.yaml", outcome: .ran(run, script: "s.yaml"))]).text
        #expect(text.contains(#"<testsuite name="s" tests="3" failures="1" errors="1" skipped="0" file="s.yaml">"#), "\(text)")
        #expect(text.contains("heard    = Yes</failure>"))
        #expect(text.contains(#"<error message="s.yaml:5:3: swipe right took the run past 10 bytes of speech" type="limit"/>"#))
        // The text report shows the failure, saying the run stopped; a stopped run with none shows nothing
        // (its caller prints the stop's line), never a PASS.
        let lines = ScriptReport.lines(for: run, scene: "s", script: "s.yaml")
        #expect(lines.first == "FAIL s (1 of 2 checks failed before the run stopped)")
        #expect(lines.contains("  s.yaml:3: swipe right"))
        #expect(ScriptReport.lines(for: ScriptRun(opening: [], outcomes: [passing], stop: stop), scene: "s", script: "s.yaml").isEmpty)
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

    @Test("each callbacks line is a case of its own at its line, counted as the text report counts checks")
    func aCasePerCallbacksLine() throws {
        let script = try Script.parse("""
            double tap = Dropped
            callbacks ~ willEndWith copy / performDrop
            callbacks = performDrop / willEndWith copy
            swipe left
            callbacks ~ sessionDidEnd
            """, file: "drop.txt")
        let events = [DragEvent(side: .drag, view: "graph", callback: "willEndWith", detail: "copy"),
                      DragEvent(side: .drop, view: "attachments", callback: "performDrop", detail: nil)]
        let said = [Utterance("Dropped", kind: .announcement, language: "en")]
        let outcomes = [
            ScriptRun.StepOutcome(step: script.steps[0], timeline: said.map(TimelineEntry.said) + events.map(TimelineEntry.callback)),
            ScriptRun.StepOutcome(step: script.steps[1], timeline: []),
        ]
        let run = ScriptRun(opening: [], outcomes: outcomes)
        let report = JUnitReport(suites: [JUnitReport.Suite(name: "story", file: "story.yaml", outcome: .ran(run, script: "drop.txt"))])
        let checks = run.outcomes.map(\.checkCount).reduce(0, +)
        #expect(checks == 4)
        let text = report.text
        #expect(text.contains(#"<testsuite name="story" tests="4" failures="2" errors="0" skipped="0" file="story.yaml">"#))
        #expect(text.contains(#"<testcase name="line 1: double tap = Dropped" classname="story" file="drop.txt" line="1"/>"#))
        #expect(text.contains(#"<testcase name="line 2: callbacks ~ willEndWith copy / performDrop (of double tap, line 1)" "#
            + #"classname="story" file="drop.txt" line="2"/>"#))
        #expect(text.contains(#"<testcase name="line 3: callbacks = performDrop / willEndWith copy (of double tap, line 1)" "#
            + #"classname="story" file="drop.txt" line="3">"#))
        #expect(text.contains("logged   callbacks = drag graph willEndWith → copy / drop attachments performDrop</failure>"))
        #expect(text.contains(#"line="5">"#) && text.contains("logged   (none)</failure>"),
                "a step with only a callbacks line is checked too")
        #expect(!text.contains("␊"), "no case is named by more than its own line")
        #expect(report.lines.allSatisfy { !$0.contains("\n") })
    }
}
