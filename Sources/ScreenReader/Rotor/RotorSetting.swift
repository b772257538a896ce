/// A setting of the rotor: what a swipe up or down steps through or adjusts.
public enum RotorSetting: Hashable, Sendable, CaseIterable {
    case actions, moreContent, adjustValue, headings, containers, characters, words, speechRate, hints
    /// A rotor of the app's own (`UIAccessibilityCustomRotor`), or one of a system type that
    /// VoiceOver has no setting of its own for here (Links, Landmarks, …).
    case custom(CustomRotorKey)

    /// VoiceOver's own settings, every one the rotor can offer without the app's rotors.
    public static let allCases: [RotorSetting] = [
        .actions, .moreContent, .adjustValue, .headings, .containers, .characters, .words, .speechRate, .hints,
    ]

    /// The setting's name as spoken and shown, in a language.
    public func name(in language: Language) -> String {
        switch self {
        case .actions: PhraseBook.text(.rotorActions, in: language)
        case .moreContent: PhraseBook.text(.rotorMoreContent, in: language)
        case .adjustValue: PhraseBook.text(.rotorAdjustValue, in: language)
        case .headings: PhraseBook.text(.rotorHeadings, in: language)
        case .containers: PhraseBook.text(.rotorContainers, in: language)
        case .characters: PhraseBook.text(.rotorCharacters, in: language)
        case .words: PhraseBook.text(.rotorWords, in: language)
        case .speechRate: PhraseBook.text(.rotorSpeechRate, in: language)
        case .hints: PhraseBook.text(.rotorHints, in: language)
        case .custom(let key): key.name(in: language)
        }
    }

    /// Whether a swipe up or down in this setting runs the app's code: a custom rotor's search.
    var isCustom: Bool {
        if case .custom = self { true } else { false }
    }
}
