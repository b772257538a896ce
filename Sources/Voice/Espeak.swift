import Foundation
import ScreenReader

/// espeak-ng, the speech synthesizer `--speak` and `--speech-file` use, run as a program.
public struct Espeak: Sendable {
    /// Where the program is.
    public let path: String

    /// Finds `espeak-ng` on the PATH, or says which package to install.
    public static func locate(environment: [String: String] = ProcessInfo.processInfo.environment) throws(SpeechError) -> Espeak {
        let directories = (environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
        for directory in directories {
            let candidate = "\(directory)/espeak-ng"
            if FileManager.default.isExecutableFile(atPath: candidate) { return Espeak(path: candidate) }
        }
        throw SpeechError("espeak-ng is not installed; install the espeak-ng package (apt-get install espeak-ng)")
    }

    /// espeak-ng's voice for a language: Mandarin for Simplified Chinese.
    public static func voice(for languageCode: String) -> String {
        switch languageCode {
        case "ko": "ko"
        case "zh-Hans", "zh": "cmn"
        default: "en"
        }
    }

    /// The arguments that speak `text` (to the sound card, or with `--stdout` as WAVE).
    public func arguments(speaking text: String, languageCode: String, rate: Int, toStandardOutput: Bool) -> [String] {
        ["-v", Self.voice(for: languageCode), "-s", String(ScreenReader.wordsPerMinute(forRate: rate))]
            + (toStandardOutput ? ["--stdout"] : []) + ["--", text]
    }

    /// Synthesizes `text` and returns the audio.
    public func synthesize(_ text: String, languageCode: String, rate: Int) throws(SpeechError) -> WaveFile {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments(speaking: text, languageCode: languageCode, rate: rate, toStandardOutput: true)
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            throw SpeechError("cannot run \(path): \(error.localizedDescription)")
        }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw SpeechError("espeak-ng failed (status \(process.terminationStatus)) speaking \"\(text)\"")
        }
        return try WaveFile(data: data)
    }
}
