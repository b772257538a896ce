import ScreenReader
import TerminalUI
import Voice

/// Hands what an interactive run says to real speech (`--speak`) or to a WAVE file
/// (`--speech-file`), at the rotor's speech rate.
@MainActor
final class SpeechListener: SessionListener {
    private let speaker: LiveSpeaker?
    private let file: (writer: SpeechFileWriter, path: String)?
    private let rate: () -> Int

    init(speaker: LiveSpeaker?, file: (writer: SpeechFileWriter, path: String)?, rate: @escaping () -> Int) {
        self.speaker = speaker
        self.file = file
        self.rate = rate
    }

    func session(_ event: SessionEvent) {
        switch event {
        case .started(let said), .performed(_, let said), .waited(_, let said, _):
            speak(said)
        case .switchedLanguage(_, let said):
            speak([said])
        case .displayed:
            break
        case .ended:
            speaker?.stop()
            if let file {
                do {
                    try file.writer.write(to: file.path)
                } catch {
                    SceneCommand.complain("\(error)")
                }
            }
        }
    }

    private func speak(_ said: [Utterance]) {
        guard !said.isEmpty else { return }
        speaker?.say(said, rate: rate())
        file?.writer.add(said, rate: rate())
    }
}
