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
        // An ASCII character after another (or alone) is a character of its own (only CR LF
        // join, and neither ends a sentence): read from the bytes, without Unicode's rules for
        // where the last character starts, at every utterance.
        let bytes = text.utf8
        if let last = bytes.last, last < 0x80, (bytes.dropLast().last ?? 0) < 0x80 {
            return last == UInt8(ascii: ".") || last == UInt8(ascii: "!") || last == UInt8(ascii: "?") ? text : text + fullStop
        }
        guard let last = text.last else { return text }
        return ".!?。！？".contains(last) ? text : text + fullStop
    }

    /// Sentences, each ended, one after another; empty ones are left out.
    func join(_ sentences: [String]) -> String {
        var joined = ""
        for sentence in sentences where !sentence.isEmpty {
            if !joined.isEmpty { joined += sentenceSeparator }
            joined += self.sentence(sentence)
        }
        return joined
    }

    /// Sentences one after another, each ended but the last, which is the app's text (a label,
    /// a value, a hint) and is said as written, as AccessibilitySnapshot writes it: VoiceOver's
    /// own words end in a full stop; an app's text gets one only when something follows it.
    func join(_ sentences: [String], lastAsWritten: Bool) -> String {
        let said = sentences.filter { !$0.isEmpty }
        guard lastAsWritten, let last = said.last else { return join(said) }
        let before = said.dropLast().map(sentence)
        return (before + [last]).joined(separator: sentenceSeparator)
    }

    /// A series' position after what the element says: after a space, with no full stop between
    /// (AccessibilitySnapshot's "%@ %@ of %@."), in a language whose sentences are spaced; in
    /// Chinese, after a full stop as any sentence.
    func withPosition(_ text: String, _ position: String) -> String {
        guard !text.isEmpty else { return sentence(position) }
        guard !sentenceSeparator.isEmpty else { return join([text, position]) }
        return text + " " + sentence(position)
    }

    /// The text without the full stop it ends in, so another sentence can follow it.
    func withoutFinalStop(_ text: String) -> String {
        guard let last = text.last, last == "." || last == "。" else { return text }
        return String(text.dropLast())
    }
}
