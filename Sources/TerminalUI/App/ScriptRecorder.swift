import Foundation
import SceneFormat
import ScreenReader

/// Records an interactive run as a script: every gesture, with what was said as its exact
/// expectation, so `rotor test SCENE --script FILE` replays it.
///
/// Each line is written to the file as it happens (nothing is kept back in a buffer), so a run
/// that ends by a signal, or is killed, still leaves a valid script of what it did.
///
/// Time: a replayed gesture takes no virtual time, so time that passed while something was
/// scheduled (a load under way) is written as `wait SECONDS` before the next line, with what
/// was announced meanwhile; time while nothing was scheduled changes nothing and is left out.
@MainActor
public final class ScriptRecorder: SessionListener {
    private var file: FileHandle?
    /// Busy time since the last line, and what was said in it.
    private var pendingWait: TimeInterval = 0
    private var saidWhileWaiting: [Utterance] = []

    /// Creates (or empties) the file and writes a header naming the scene.
    public init(path: String, scene: String) throws(TerminalError) {
        guard FileManager.default.createFile(atPath: path, contents: nil),
              let handle = FileHandle(forWritingAtPath: path) else {
            throw TerminalError("cannot write the recording to \(path)")
        }
        file = handle
        write("# A recording of `rotor play \(scene)`. Replay it with: rotor test \(scene) --script \(path)")
    }

    public func session(_ event: SessionEvent) {
        switch event {
        case .started(let said):
            write("# When the screen appeared: " + Self.joined(said))
        case .performed(let gesture, let said):
            writeWait()
            write(gesture.name + " " + Expectation(.exact, Self.joined(said)).scriptText)
        case .waited(let seconds, let said, let busy):
            if busy { pendingWait += seconds }
            saidWhileWaiting += said
        case .switchedLanguage(let language, let said):
            writeWait()
            write("language \(language.code) " + Expectation(.exact, said.description).scriptText)
        case .displayed:
            break
        case .ended:
            close()
        }
    }

    /// Writes what is pending and closes the file. Safe to call more than once.
    public func close() {
        writeWait()
        try? file?.close()
        file = nil
    }

    private func writeWait() {
        // Whole milliseconds, rounded down: a load due at 2 s that finished is at least 2.000
        // in; one not yet due stays under.
        let milliseconds = (pendingWait * 1000).rounded(.down)
        if milliseconds > 0 || !saidWhileWaiting.isEmpty {
            let seconds = String(format: "%.3f", milliseconds / 1000)
            write("wait \(seconds) " + Expectation(.exact, Self.joined(saidWhileWaiting)).scriptText)
        }
        pendingWait = 0
        saidWhileWaiting = []
    }

    private func write(_ line: String) {
        try? file?.write(contentsOf: Data((line + "\n").utf8))
    }

    /// What a script expects: utterances joined with " / ".
    static func joined(_ said: [Utterance]) -> String {
        said.map(\.description).joined(separator: " / ")
    }
}
