import CellKit

/// Says an element as VoiceOver does: `label: value.`, then trait words, then its position in
/// a list, then "Actions available" when it has actions; the hint follows as its own utterance.
@MainActor
public struct ElementDescriber {
    public let language: Language

    public init(language: Language) {
        self.language = language
    }

    /// Trait words in the order VoiceOver speaks them.
    private static let traitWords: [(UIAccessibilityTraits, Phrase)] = [
        (.notEnabled, .traitDimmed), (.button, .traitButton), (.header, .traitHeading), (.link, .traitLink),
        (.adjustable, .traitAdjustable), (.image, .traitImage), (.searchField, .traitSearchField),
    ]

    /// The utterances for an element: its description, then its hint if it has one and hints
    /// are on.
    public func utterances(for element: AccessibleElement, hasActions: Bool,
                           position: (index: Int, count: Int)? = nil, hints: Bool = true) -> [Utterance] {
        var result = [Utterance(description(of: element, hasActions: hasActions, position: position),
                                kind: .element, language: language.code)]
        if hints, let hint = element.object.accessibilityHint?.trimmingCharacters(in: .whitespacesAndNewlines), !hint.isEmpty {
            result.append(Utterance(hint, kind: .hint, language: language.code))
        }
        return result
    }

    /// The element's description as one sentence sequence.
    public func description(of element: AccessibleElement, hasActions: Bool,
                            position: (index: Int, count: Int)? = nil) -> String {
        let object = element.object
        var sentences: [String] = []
        let label = element.label
        let value = (object.accessibilityValue ?? "").trimmingCharacters(in: .whitespacesAndNewlines)
        var first = object.accessibilityTraits.contains(.selected) ? phrase(.traitSelected) + ": " : ""
        switch (label.isEmpty, value.isEmpty) {
        case (false, false): first += "\(label): \(value)"
        case (false, true): first += label
        case (true, false): first += value
        case (true, true): break
        }
        if !first.isEmpty { sentences.append(first) }
        for (trait, word) in Self.traitWords where object.accessibilityTraits.contains(trait) {
            sentences.append(phrase(word))
        }
        if let position { sentences.append(phrase(.position(index: position.index, count: position.count))) }
        if hasActions { sentences.append(phrase(.actionsAvailable)) }
        return sentences.map(Self.terminated).joined(separator: " ")
    }

    private func phrase(_ phrase: Phrase) -> String {
        PhraseBook.text(phrase, in: language)
    }

    /// A sentence ending in a full stop unless it already ends in punctuation.
    private static func terminated(_ sentence: String) -> String {
        guard let last = sentence.last else { return sentence }
        return ".!?。！？".contains(last) ? sentence : sentence + "."
    }
}
