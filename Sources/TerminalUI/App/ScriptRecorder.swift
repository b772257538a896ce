import CellKit
import Foundation
import RotorOutput
import SceneFormat
import ScreenReader
import Session

/// Records an interactive run as a script: every gesture, with what was said as its exact
/// expectation, so `rotor test SCENE --script FILE` replays it.
///
/// Each line is written to the file as it happens (nothing is kept back in a buffer), so a run
/// that ends by a signal, or is killed, still leaves a valid script of what it did.
///
/// Every line goes through `TextOutput`, as everything Rotor prints does: what was said is
/// written made visible (a control character from the scene as its symbol, a line break as ␊),
/// so the recording is safe to show in a terminal and every utterance stays on its one line.
///
/// Callbacks: after a step during which the app's drag and drop delegates got callbacks, a
/// `callbacks =` line expects exactly those, in order, so a replay fails when a drag path's
/// callback order changes. A step that made none gets no such line.
///
/// Whatever the scene holds, a recording replays as recorded: text that would not read back as
/// written (speech with spaces at its ends, a view named `a/b` or blank) is written in quotes
/// (`Expectation.scriptText`, `CallbackExpectation.text(of:)`).
///
/// Limits: a recording stops, with a comment saying so, before it would hold more steps or bytes
/// than a script may (`Script.Limits`), so that whatever it wrote replays.
///
/// Time: a replayed gesture takes no virtual time, so time that passed while something was
/// scheduled (a load under way) is written as `wait SECONDS` before the next line, with what
/// was announced meanwhile; time while nothing was scheduled changes nothing and is left out.
@MainActor
package final class ScriptRecorder: SessionListener {
    private var file: TextOutput?
    /// The first write that failed (a full disk); the lines after it are not attempted. The
    /// run goes on, and the command reports this at the end.
    package private(set) var failure: OutputError?
    /// Busy time since the last line, and what was said in it.
    private var pendingWait: TimeInterval = 0
    private var saidWhileWaiting: [Utterance] = []
    private var callbacksWhileWaiting: [DragEvent] = []
    /// The limits the recording keeps to, so that it replays.
    private let limits: Script.Limits
    private var stepsWritten = 0
    private var bytesWritten = 0
    /// Whether the recording has stopped at its limits.
    package private(set) var isFull = false

    /// Creates (or empties) the file and writes a header naming the scene and the command that
    /// replays it; throws when the file cannot be created or written (`/dev/full`), before the
    /// run starts.
    ///
    /// `verbosity` is VoiceOver's Verbosity the run starts with (the scene's, or what
    /// `--verbosity-actions` and `--hints` set): it changes what is said, so the replay command
    /// sets it the same way. Without it the header names none, and a replay runs with the scene's.
    package init(path: String, scene: String, verbosity: Verbosity? = nil,
                 limits: Script.Limits = .standard) throws(OutputError) {
        self.limits = limits
        let output = try TextOutput(creatingAt: path)
        let header = Self.header(path: path, scene: scene, verbosity: verbosity)
        try output.write(line: header)
        bytesWritten = Self.writtenSize(header)
        file = output
    }

    /// The first line: what was recorded, and the command that replays it.
    static func header(path: String, scene: String, verbosity: Verbosity?) -> String {
        var replay = ["rotor", "test", scene, "--script", path].map(shellWord)
        if let verbosity {
            replay += ["--verbosity-actions", verbosity.actions.rawValue, "--hints", verbosity.speaksHints ? "on" : "off"]
        }
        return "# A recording of `rotor play \(shellWord(scene))`. Replay it with: " + replay.joined(separator: " ")
    }

    /// A word as a shell reads it back: as it is when it holds only characters no shell treats
    /// specially, else in single quotes.
    static func shellWord(_ word: String) -> String {
        let plain = !word.isEmpty && word.unicodeScalars.allSatisfy {
            $0.isASCII && ($0.properties.isAlphabetic || $0.properties.numericType != nil || "_./:@%+,=-".unicodeScalars.contains($0))
        }
        return plain ? word : "'" + word.replacingOccurrences(of: "'", with: #"'\''"#) + "'"
    }

    package func session(_ event: SessionEvent) {
        session(event, callbacks: [])
    }

    package func session(_ event: SessionEvent, callbacks: [DragEvent]) {
        switch event {
        case .started(let said):
            write("# When the screen appeared: " + Self.joined(said))
        case .performed(let gesture, let said):
            writeWait()
            writeStep(gesture.name + " " + Expectation(.exact, Self.joined(said)).scriptText, callbacks: callbacks)
        case .waited(let seconds, let said, let busy):
            if busy { pendingWait += seconds }
            saidWhileWaiting += said
            callbacksWhileWaiting += callbacks
        case .switchedLanguage(let language, let said):
            writeWait()
            writeStep(ScriptStep.text(of: .language(language)) + " " + Expectation(.exact, said.description).scriptText)
        case .changedVerbosity(let step, let said):
            writeWait()
            writeStep(ScriptStep.text(of: step) + " " + Expectation(.exact, said.description).scriptText)
        case .appEvent(let name, let said):
            writeWait()
            writeStep(ScriptStep.text(of: .app(name)) + " " + Expectation(.exact, Self.joined(said)).scriptText,
                      callbacks: callbacks)
        case .displayed:
            break
        case .ended:
            close()
        }
    }

    /// Writes what is pending and closes the file. Safe to call more than once.
    package func close() {
        writeWait()
        do {
            try file?.close()
        } catch {
            failure = failure ?? error
        }
        file = nil
    }

    private func writeWait() {
        // Whole milliseconds, rounded down: a load due at 2 s that finished is at least 2.000
        // in; one not yet due stays under.
        let milliseconds = (pendingWait * 1000).rounded(.down)
        if milliseconds > 0 || !saidWhileWaiting.isEmpty || !callbacksWhileWaiting.isEmpty {
            let seconds = String(format: "%.3f", milliseconds / 1000)
            writeStep("wait \(seconds) " + Expectation(.exact, Self.joined(saidWhileWaiting)).scriptText,
                      callbacks: callbacksWhileWaiting)
        }
        pendingWait = 0
        saidWhileWaiting = []
        callbacksWhileWaiting = []
    }

    /// Writes a step's line and, when it made callbacks, its `callbacks =` line; or, when the
    /// step would take the script past its limits, a comment that the recording stops here, once.
    private func writeStep(_ line: String, callbacks: [DragEvent] = []) {
        guard !isFull else { return }
        let callbackLine = callbacks.isEmpty ? nil : "callbacks = " + CallbackExpectation.text(of: callbacks)
        let size = Self.writtenSize(line) + (callbackLine.map(Self.writtenSize) ?? 0)
        let closing = "# The recording stops here: a script holds at most \(limits.steps) steps and \(limits.fileSize) bytes."
        guard stepsWritten < limits.steps, bytesWritten + size + closing.utf8.count + 1 <= limits.fileSize else {
            isFull = true
            write(closing)
            return
        }
        stepsWritten += 1
        write(line)
        if let callbackLine { write(callbackLine) }
    }

    private func write(_ line: String) {
        guard failure == nil else { return }
        do {
            try file?.write(line: line)
            bytesWritten += Self.writtenSize(line)
        } catch {
            failure = error
        }
    }

    /// The bytes a line takes in the file: made visible, and its line break.
    static func writtenSize(_ line: String) -> Int {
        VisibleText.sanitize(line).utf8.count + 1
    }

    /// What a script expects: utterances joined with " / ".
    static func joined(_ said: [Utterance]) -> String {
        said.map(\.description).joined(separator: " / ")
    }
}
