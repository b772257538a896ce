import CellKit
import ScreenReader
import Session
import TerminalUI
import Voice

/// Hands what an interactive run says to real speech (`--speak`) or to a WAVE file
/// (`--speech-file`), at the rotor's speech rate.
@MainActor
final class SpeechListener: SessionListener {
    private let speaker: LiveSpeaker?
    private let file: (writer: SpeechFileWriter, path: String)?
    private let rate: () -> Int
    /// Why the WAVE file was not written, and the exit status that says so; `nil` while nothing
    /// went wrong. The run is over by then, so the command reports it.
    private(set) var failure: (message: String, status: Int32)?

    init(speaker: LiveSpeaker?, file: (writer: SpeechFileWriter, path: String)?, rate: @escaping () -> Int) {
        self.speaker = speaker
        self.file = file
        self.rate = rate
    }

    func session(_ event: SessionEvent) {
        switch event {
        case .started(let said), .performed(_, let said), .waited(_, let said, _), .appEvent(_, let said):
            speak(said)
        case .switchedLanguage(_, let said), .changedVerbosity(_, let said):
            speak([said])
        case .displayed:
            break
        case .ended:
            speaker?.stop()
            if let file { write(file.writer, to: file.path) }
        }
    }

    private func write(_ writer: SpeechFileWriter, to path: String) {
        let audio: WaveFile
        do {
            audio = try writer.render()
        } catch {
            failure = (error.description, ExitStatus.unusableInput)
            return
        }
        do {
            try audio.write(to: path)
        } catch {
            failure = (error.description, ExitStatus.outputFailed)
        }
    }

    private func speak(_ said: [Utterance]) {
        guard !said.isEmpty else { return }
        speaker?.say(said, rate: rate())
        file?.writer.add(said, rate: rate())
    }
}
