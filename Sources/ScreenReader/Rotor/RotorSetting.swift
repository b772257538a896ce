/// A setting of the rotor: what a swipe up or down steps through or adjusts.
public enum RotorSetting: String, Sendable, CaseIterable, Codable {
    case actions, moreContent, adjustValue, headings, containers, characters, words, speechRate, hints

    /// The setting's name as spoken and shown, in a language.
    public func name(in language: Language) -> String {
        PhraseBook.text(phrase, in: language)
    }

    /// The phrase spoken when the rotor lands on this setting.
    var phrase: Phrase {
        switch self {
        case .actions: .rotorActions
        case .moreContent: .rotorMoreContent
        case .adjustValue: .rotorAdjustValue
        case .headings: .rotorHeadings
        case .containers: .rotorContainers
        case .characters: .rotorCharacters
        case .words: .rotorWords
        case .speechRate: .rotorSpeechRate
        case .hints: .rotorHints
        }
    }
}
