import ArgumentParser
import Session
import TerminalUI
import Voice

/// `--speak` and `--speech-file`, shared by the commands that run in the terminal.
struct SpeechOptions: ParsableArguments {
    @Flag(help: "Speak through espeak-ng as you go, in each utterance's language.")
    var speak = false

    @Option(help: ArgumentHelp("Write what the run says to a WAVE file when it ends.", valueName: "file.wav"))
    var speechFile: String?

    /// The listener that speaks `app`'s run or writes it to a file, when either is asked for.
    /// Exits with status 2 when espeak-ng is missing.
    @MainActor
    func listener(for session: ScreenSession) throws -> SpeechListener? {
        guard speak || speechFile != nil else { return nil }
        let espeak = try SceneCommand.locateEspeak()
        let reader = session.screenReader
        return SpeechListener(speaker: speak ? LiveSpeaker(espeak: espeak) : nil,
                              file: speechFile.map { (SpeechFileWriter(espeak: espeak), $0) },
                              rate: { reader.speechRate })
    }
}
