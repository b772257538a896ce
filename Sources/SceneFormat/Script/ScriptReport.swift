import CellKit
import ScreenReader

/// How `rotor test` shows a run: one line for a scene that passes; for one that fails, each
/// failed check with its place, what was expected and what was heard (or, for a `callbacks`
/// line, what the log holds for the step).
public enum ScriptReport {
    /// The report of a scene's run; `name` is how the scene is called on the command line.
    public static func text(for run: ScriptRun, scene name: String, script file: String) -> String {
        lines(for: run, scene: name, script: file).joined(separator: "\n")
    }

    /// The report's lines. What was expected and heard is one line each, whatever it holds:
    /// printed through `TextOutput`, a line break inside it shows as ␊.
    public static func lines(for run: ScriptRun, scene name: String, script file: String) -> [String] {
        let checks = run.outcomes.map(\.checkCount).reduce(0, +)
        // A run a limit stopped (`ScriptRun.stop`, which its caller prints) neither passed nor
        // failed as a whole: only the checks that failed before the stop are shown.
        guard !run.failures.isEmpty else { return run.stop == nil ? ["PASS \(name) (\(checks) checks)"] : [] }
        let failed = run.outcomes.map { ($0.speechPassed == false ? 1 : 0) + $0.callbackChecks.filter { !$0.passed }.count }
            .reduce(0, +)
        let before = run.stop == nil ? "" : " before the run stopped"
        var lines = ["FAIL \(name) (\(failed) of \(checks) checks failed\(before))"]
        for failure in run.failures {
            if failure.speechPassed == false {
                lines.append("  \(file):\(failure.step.line): \(failure.step.actionText)")
                lines.append("    expected \(failure.step.expectation?.scriptText ?? "")")
                // As a line that passes would write it: quoted where the text needs it.
                let heard = failure.spokenText.isEmpty ? "(nothing)" : Expectation(.exact, failure.spokenText).scriptText
                lines.append("    heard    \(heard)")
            }
            for check in failure.callbackChecks where !check.passed {
                let logged = CallbackExpectation.text(of: failure.callbacks)
                lines.append("  \(file):\(check.expectation.line): callbacks of \(failure.step.actionText) "
                    + "(line \(failure.step.line))")
                lines.append("    expected \(check.expectation.scriptText)")
                lines.append("    logged   \(logged.isEmpty ? "(none)" : "callbacks = " + logged)")
            }
        }
        return lines
    }
}
