/// How the screen reader punctuates what it says in a language: English and Korean end each
/// sentence with "." and put a space between sentences and ": " between a label and its value;
/// Chinese ends them with "。", puts nothing between them and "：" between a label and its value.
struct Punctuation {
    let language: Language

    /// What goes between an element's label and its value.
    var labelValueSeparator: String { language == .simplifiedChinese ? "：" : ": " }

    private var fullStop: String { language == .simplifiedChinese ? "。" : "." }
    private var sentenceSeparator: String { language == .simplifiedChinese ? "" : " " }

    /// A sentence ending in a full stop, unless it already ends in one, a question or an
    /// exclamation mark (in either script).
    func sentence(_ text: String) -> String {
        guard let last = text.last else { return text }
        return ".!?。！？".contains(last) ? text : text + fullStop
    }

    /// Sentences, each ended, one after another; empty ones are left out.
    func join(_ sentences: [String]) -> String {
        sentences.filter { !$0.isEmpty }.map(sentence).joined(separator: sentenceSeparator)
    }

    /// The text without the full stop it ends in, so another sentence can follow it.
    func withoutFinalStop(_ text: String) -> String {
        guard let last = text.last, last == "." || last == "。" else { return text }
        return String(text.dropLast())
    }
}
