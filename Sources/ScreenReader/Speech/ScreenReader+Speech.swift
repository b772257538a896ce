import CellKit

// What the screen reader says: an element as the cursor lands on it, and its own phrases.
extension ScreenReader {
    /// What VoiceOver says when the cursor lands on `element`: its description, trait and
    /// context words, then the hint and "Actions Available" as Verbosity says. With Verbosity's
    /// Actions set to Change Rotor, an element with actions turns the rotor to Actions instead.
    /// `withDelayedPart: false` says the element without the part that waits for a pause (the
    /// hint, "Actions Available"), as read all does.
    func speech(for element: AccessibleElement, withDelayedPart: Bool = true) -> [Utterance] {
        // The focused element, said in full, says its record's speech: the kept focus's landing,
        // which its record's `spoken` is made from.
        if element.object === focusedObject {
            let kept = keptFocus(of: element)
            // Without the delayed part (read all), the rotor stays as it is.
            guard withDelayedPart else { return kept.landing.brief }
            if kept.hasActions, verbosity.actions == .changeRotor { rotor.turnToActions() }
            return kept.landing.spoken
        }
        let context = contexts.context(of: element)
        let hasActions = offersActions(element)
        if hasActions, withDelayedPart, verbosity.actions == .changeRotor { rotor.turnToActions() }
        let said = withDelayedPart ? verbosity : Verbosity(actions: .doNothing, speaksHints: false)
        return describer.utterances(for: element, context: context, hasActions: hasActions,
                                    verbosity: said, announcesMoreContent: withDelayedPart)
    }

    func announcement(_ text: String) -> Utterance {
        Utterance(text, kind: .announcement, language: language.code)
    }

    func earcon(_ phrase: Phrase) -> Utterance {
        Utterance(PhraseBook.text(phrase, in: language), kind: .earcon, language: language.code)
    }
}
