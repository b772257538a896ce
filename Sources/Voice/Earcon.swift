import Foundation

/// VoiceOver's non-speech sounds as short tones: a low one for a boundary, a high one for
/// anything else.
public enum Earcon {
    /// A tone for an earcon's name: 80 ms with 10 ms fades, so it does not click.
    public static func tone(for name: String, sampleRate: Int) -> [Int16] {
        let frequency: Double = name == "boundary" ? 220 : 880
        let count = sampleRate * 80 / 1000
        let fade = Double(sampleRate) * 0.01
        return (0..<count).map { index in
            let time = Double(index) / Double(sampleRate)
            let envelope = min(1, Double(index) / fade, Double(count - index) / fade)
            return Int16((sin(2 * .pi * frequency * time) * envelope * 12_000).rounded())
        }
    }
}
