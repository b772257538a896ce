import CellKit

// The screen reader's own phrases, in its language.
extension ScreenReader {
    func announcement(_ text: String) -> Utterance {
        Utterance(text, kind: .announcement, language: language.code)
    }

    func earcon(_ phrase: Phrase) -> Utterance {
        Utterance(PhraseBook.text(phrase, in: language), kind: .earcon, language: language.code)
    }
}
