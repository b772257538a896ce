import RotorOutput
import ScreenReader
import Session

/// Plain mode's output: each utterance on a line of its own (earcons in brackets), and panels
/// (help, the inspector) as lines, so a terminal screen reader speaks them as they arrive.
///
/// Every line is made visible first (`VisibleText.sanitize`): a label, a value or an inspector
/// line from the scene never reaches the terminal raw, and a line break inside one shows as ␊.
@MainActor
package final class PlainPrinter: SessionListener {
    private enum Destination {
        case output(TextOutput)
        case collect((String) -> Void)
    }

    private let destination: Destination
    /// The first write that failed (standard output on a full disk); the lines after it are
    /// not attempted. The run goes on (its keys still work), and the command reports this at
    /// the end.
    package private(set) var failure: OutputError?

    /// Prints each line to `output`, a line at a time, as it comes.
    package init(output: TextOutput) {
        destination = .output(output)
    }

    /// Hands each line, made visible and without its newline, to `write`.
    package init(write: @escaping (String) -> Void) {
        destination = .collect(write)
    }

    package func session(_ event: SessionEvent) {
        switch event {
        case .started(let said), .performed(_, let said), .waited(_, let said, _), .appEvent(_, let said):
            said.forEach { write($0.description) }
        case .switchedLanguage(_, let said), .changedVerbosity(_, let said):
            write(said.description)
        case .displayed(let lines):
            lines.forEach(write)
        case .ended:
            break
        }
    }

    private func write(_ line: String) {
        switch destination {
        case .collect(let take):
            take(VisibleText.sanitize(line))
        case .output(let output):
            guard failure == nil else { return }
            do {
                try output.write(line: line)
            } catch {
                failure = error
            }
        }
    }
}
