import CellKit

// What the screen reader says: an element as the cursor lands on it, and its own phrases.
extension ScreenReader {
    /// What VoiceOver says when the cursor lands on `element`: its description, trait and
    /// context words, then the hint and "Actions available" as Verbosity says. With Verbosity's
    /// Actions set to Change Rotor, an element with actions turns the rotor to Actions instead.
    func speech(for element: AccessibleElement) -> [Utterance] {
        let context = contexts.context(of: element)
        let hasActions = !actions(for: element).isEmpty
        if hasActions, verbosity.actions == .changeRotor { rotor.turnToActions() }
        return ElementDescriber(language: language).utterances(for: element, context: context, hasActions: hasActions,
                                                               verbosity: verbosity)
    }

    func announcement(_ text: String) -> Utterance {
        Utterance(text, kind: .announcement, language: language.code)
    }

    func earcon(_ phrase: Phrase) -> Utterance {
        Utterance(PhraseBook.text(phrase, in: language), kind: .earcon, language: language.code)
    }
}
