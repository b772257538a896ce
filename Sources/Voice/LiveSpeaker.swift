import Foundation
import ScreenReader

/// Speaks through espeak-ng as the run goes: a new batch of speech interrupts the one still
/// playing, as VoiceOver does. Earcons play as tones through `aplay` when it is installed
/// (alsa-utils); espeak-ng plays speech itself.
@MainActor
public final class LiveSpeaker {
    private let espeak: Espeak
    private var playing: [Process] = []
    private let player: String?

    public init(espeak: Espeak) {
        self.espeak = espeak
        player = ["/usr/bin/aplay", "/bin/aplay"].first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// Stops what is playing and speaks `utterances`, at a speech rate (0 to 100).
    public func say(_ utterances: [Utterance], rate: Int) {
        guard !utterances.isEmpty else { return }
        stop()
        // One espeak-ng per utterance keeps each in its own voice; a shell chains them so they
        // follow each other.
        var commands: [String] = []
        for utterance in utterances {
            if utterance.kind == .earcon {
                guard let player, let file = toneFile(for: utterance.text) else { continue }
                commands.append(Self.quoted([player, "-q", file]))
            } else {
                let arguments = espeak.arguments(speaking: utterance.text, languageCode: utterance.language,
                                                 rate: rate, toStandardOutput: false)
                commands.append(Self.quoted([espeak.path] + arguments))
            }
        }
        guard !commands.isEmpty else { return }
        let process = Process()
        // In a session of its own (setsid keeps the pid), one signal to the group stops the
        // shell and whichever part is playing.
        process.executableURL = URL(fileURLWithPath: "/usr/bin/setsid")
        process.arguments = ["/bin/sh", "-c", commands.joined(separator: " && ")]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        do {
            try process.run()
            playing.append(process)
        } catch {
            return
        }
    }

    /// Stops whatever is being said.
    public func stop() {
        for process in playing where process.isRunning {
            kill(-process.processIdentifier, SIGTERM)
            process.terminate()
        }
        playing.removeAll { !$0.isRunning }
    }

    private var toneFiles: [String: String] = [:]

    private func toneFile(for name: String) -> String? {
        if let path = toneFiles[name] { return path }
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("rotor-earcon-\(getpid())-\(name).wav").path
        let tone = WaveFile(sampleRate: 22_050, samples: Earcon.tone(for: name, sampleRate: 22_050))
        guard FileManager.default.createFile(atPath: path, contents: tone.data) else { return nil }
        toneFiles[name] = path
        return path
    }

    /// A command line for `sh`, each argument single-quoted.
    static func quoted(_ arguments: [String]) -> String {
        arguments.map { "'" + $0.replacingOccurrences(of: "'", with: "'\\''") + "'" }.joined(separator: " ")
    }
}
