import ScreenReader

/// How `rotor test` shows a run: one line for a scene that passes; for one that fails, each
/// failed step with its place, what was expected and what was heard.
public enum ScriptReport {
    /// The report of a scene's run; `name` is how the scene is called on the command line.
    public static func text(for run: ScriptRun, scene name: String, script file: String) -> String {
        lines(for: run, scene: name, script: file).joined(separator: "\n")
    }

    /// The report's lines. What was expected and heard is one line each, whatever it holds:
    /// printed through `TextOutput`, a line break inside it shows as ␊.
    public static func lines(for run: ScriptRun, scene name: String, script file: String) -> [String] {
        let checks = run.outcomes.filter { $0.passed != nil }.count
        guard !run.passed else { return ["PASS \(name) (\(checks) checks)"] }
        var lines = ["FAIL \(name) (\(run.failures.count) of \(checks) checks failed)"]
        for failure in run.failures {
            lines.append("  \(file):\(failure.step.line): \(failure.step.actionText)")
            lines.append("    expected \(failure.step.expectation?.scriptText ?? "")")
            lines.append("    heard    \(failure.spokenText.isEmpty ? "(nothing)" : "= " + failure.spokenText)")
        }
        return lines
    }
}
