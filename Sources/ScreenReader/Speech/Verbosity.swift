/// VoiceOver's Verbosity settings that change what is said of an element (Settings ›
/// Accessibility › VoiceOver › Verbosity): what to do when an element has actions, and whether
/// hints are spoken.
public struct Verbosity: Sendable, Hashable, Codable {
    /// What VoiceOver does when the element it lands on has actions.
    public enum ActionsMode: String, Sendable, CaseIterable, Codable {
        /// Says "Actions Available" after the hint (VoiceOver's default).
        case speak
        /// Plays a sound instead (shown as `[actions]`).
        case playSound
        /// Turns the rotor to Actions, saying nothing.
        case changeRotor
        /// Does nothing.
        case doNothing

        /// The mode after this one, as a key that cycles through them goes.
        public var next: ActionsMode {
            let all = Self.allCases
            let index = all.firstIndex(of: self) ?? 0
            return all[(index + 1) % all.count]
        }
    }

    /// What to do when an element has actions.
    public var actions: ActionsMode
    /// Whether hints are spoken (the rotor's Hints setting turns the same switch).
    public var speaksHints: Bool

    public init(actions: ActionsMode = .speak, speaksHints: Bool = true) {
        self.actions = actions
        self.speaksHints = speaksHints
    }
}
