import RotorOutput
import ScreenReader
import Session

/// Prints each utterance of a run as it is said, one a line, as `rotor run` shows a transcript:
/// a read all is written out element by element, so no list of what the run said is kept for
/// printing. Lines are gathered a few hundred at a time; a write that fails stops the printing
/// and is kept, for the command to end with.
@MainActor
final class UtterancePrinter: SessionListener {
    private var pending: [String] = []
    /// The first write that failed; nothing is written after it.
    private(set) var failure: OutputError?

    func session(_ event: SessionEvent) {}

    func session(saying utterance: Utterance) {
        guard failure == nil else { return }
        pending.append(utterance.description)
        if pending.count >= 512 { flush() }
    }

    /// Prints what is gathered; call it once the run is over.
    func flush() {
        guard failure == nil, !pending.isEmpty else { return }
        do {
            try Console.say(lines: pending)
        } catch {
            failure = error
        }
        pending.removeAll(keepingCapacity: true)
    }
}
