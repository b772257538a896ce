import CellKit
import Foundation
import ScreenReader

/// Writes what a run says to one WAVE file: each utterance synthesized in its own language at
/// the rate it was spoken, earcons as tones, a short pause between.
@MainActor
public final class SpeechFileWriter {
    private let espeak: Espeak
    private var parts: [(utterance: Utterance, rate: Int)] = []
    /// The bytes (UTF-8) of text added so far, earcons left out.
    public private(set) var textBytes = 0

    /// The most text a speech file says, in bytes (UTF-8): about a quarter of an hour of words
    /// at the default rate (16-bit samples at 22,050 a second, 40 MB), more for numbers (each
    /// digit is a word); some ten times what the longest shipped scene says. The audio is made
    /// by espeak-ng and held until written, so a run that says more is refused before any is
    /// made (8 KB of numbered words made a 70 MB file).
    public nonisolated static let textLimit = 16_384

    public init(espeak: Espeak) {
        self.espeak = espeak
    }

    /// Whether what was added is more than a speech file holds (`textLimit`).
    public var isOverLimit: Bool { textBytes > Self.textLimit }

    /// Adds what was said, at a speech rate (0 to 100). Past `textLimit` it only counts: the file
    /// will not be made, and nothing more is kept for it.
    public func add(_ utterances: [Utterance], rate: Int) {
        for utterance in utterances where utterance.kind != .earcon { textBytes &+= utterance.text.utf8.count }
        guard !isOverLimit else {
            parts = []
            return
        }
        parts += utterances.map { ($0, rate) }
    }

    /// Synthesizes everything added and writes the file: a `SpeechError` when the speech cannot
    /// be made, an `OutputError` (naming the file and why) when it cannot be written.
    public func write(to path: String) throws {
        try render().write(to: path)
    }

    /// Everything added, as audio: a `SpeechError` when it is more than a speech file holds.
    public func render() throws(SpeechError) -> WaveFile {
        guard !isOverLimit else {
            throw SpeechError("a speech file says at most \(Self.textLimit) bytes of text (about a quarter of an hour); "
                + "this run said \(textBytes), so no speech file was written")
        }
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
            samples.append(contentsOf: repeatElement(0, count: rate * 15 / 100))
        }
        return WaveFile(sampleRate: rate, samples: samples)
    }
}
