import CellKit
import Foundation
import ScreenReader

/// Writes what a run says to one WAVE file: each utterance synthesized in its own language at
/// the rate it was spoken, earcons as tones, a short pause between.
@MainActor
public final class SpeechFileWriter {
    private let espeak: Espeak
    private var parts: [(utterance: Utterance, rate: Int)] = []

    public init(espeak: Espeak) {
        self.espeak = espeak
    }

    /// Adds what was said, at a speech rate (0 to 100).
    public func add(_ utterances: [Utterance], rate: Int) {
        parts += utterances.map { ($0, rate) }
    }

    /// Synthesizes everything added and writes the file: a `SpeechError` when the speech cannot
    /// be made, an `OutputError` (naming the file and why) when it cannot be written.
    public func write(to path: String) throws {
        try render().write(to: path)
    }

    /// Everything added, as audio.
    public func render() throws(SpeechError) -> WaveFile {
        var rate = 22_050
        var samples: [Int16] = []
        for (utterance, speechRate) in parts {
            if utterance.kind == .earcon {
                samples += Earcon.tone(for: utterance.text, sampleRate: rate)
            } else {
                let text = utterance.text.trimmingCharacters(in: .whitespacesAndNewlines)
                guard !text.isEmpty else { continue }
                let spoken = try espeak.synthesize(text, languageCode: utterance.language, rate: speechRate)
                if samples.isEmpty { rate = spoken.sampleRate }
                samples += spoken.sampleRate == rate ? spoken.samples : []
            }
            samples += [Int16](repeating: 0, count: rate * 15 / 100)
        }
        return WaveFile(sampleRate: rate, samples: samples)
    }
}
