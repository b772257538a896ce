import CellKit
import Foundation
import ScreenReader

/// How long each part of a demo's step lasts, in presentation seconds at speed 1: the gesture's
/// name shows, then it happens and the cursor glides, then what was said stays long enough to be
/// heard or read.
package struct DemoPacing: Sendable, Equatable {
    /// The gesture's name shows in the status line this long before it happens, so the audience
    /// knows what comes.
    package var lead: TimeInterval
    /// The VoiceOver cursor and the drag glide to their new places over this long.
    package var motion: TimeInterval
    /// No step is shown for less than this after it happens, even a silent one.
    package var minimumDwell: TimeInterval
    /// A pause after each utterance, as VoiceOver leaves between phrases.
    package var pausePerUtterance: TimeInterval

    package init(lead: TimeInterval = 0.7, motion: TimeInterval = 0.4, minimumDwell: TimeInterval = 1.0,
                pausePerUtterance: TimeInterval = 0.3) {
        self.lead = lead
        self.motion = motion
        self.minimumDwell = minimumDwell
        self.pausePerUtterance = pausePerUtterance
    }

    /// How long `said` takes to speak at `wordsPerMinute` (six cells to a word, as typing speed is
    /// counted; a wide character, a Korean syllable or a Chinese character, is two), and never less
    /// than the minimum dwell.
    package func dwell(for said: [Utterance], wordsPerMinute: Int) -> TimeInterval {
        let cells = said.reduce(0) { $0 + CharacterWidth.of($1.description) }
        let cellsPerSecond = Double(max(1, wordsPerMinute)) * 6 / 60
        let speaking = Double(cells) / cellsPerSecond + pausePerUtterance * Double(said.count)
        return max(minimumDwell, speaking)
    }
}
