import CellKit

/// Says an element as VoiceOver does: `label: value.`, then trait words, then its position in
/// a list, then "Actions available" when it has actions; the hint follows as its own utterance.
/// Switches speak their state after "Switch button" rather than as a value, and controls without
/// a hint of their own get VoiceOver's system hint.
@MainActor
public struct ElementDescriber {
    public let language: Language

    public init(language: Language) {
        self.language = language
    }

    /// Trait words in the order VoiceOver speaks them.
    private static let traitWords: [(UIAccessibilityTraits, Phrase)] = [
        (.notEnabled, .traitDimmed), (.button, .traitButton), (.toggleButton, .traitSwitchButton),
        (.header, .traitHeading), (.link, .traitLink), (.adjustable, .traitAdjustable), (.image, .traitImage),
        (.searchField, .traitSearchField),
    ]

    /// The utterances for an element: its description, then its hint if it has one and hints
    /// are on.
    public func utterances(for element: AccessibleElement, hasActions: Bool,
                           position: (index: Int, count: Int)? = nil, hints: Bool = true) -> [Utterance] {
        var result = [Utterance(description(of: element, hasActions: hasActions, position: position),
                                kind: .element, language: language.code)]
        if hints, let hint = hint(for: element.object) {
            result.append(Utterance(hint, kind: .hint, language: language.code))
        }
        return result
    }

    /// The element's own hint, or the system's for a control that has none.
    private func hint(for object: UIResponder) -> String? {
        if let own = object.accessibilityHint?.trimmingCharacters(in: .whitespacesAndNewlines), !own.isEmpty {
            return own
        }
        let traits = object.accessibilityTraits
        guard !traits.contains(.notEnabled) else { return nil }
        if traits.contains(.adjustable) { return phrase(.hintAdjustable) }
        if traits.contains(.toggleButton) { return phrase(.hintToggle) }
        if let field = object as? UITextField, !field.isEditing { return phrase(.hintEdit) }
        return nil
    }

    /// The words a switch says for its value ("1", "0", "2" as UIKit's switches give it).
    func switchState(_ value: String) -> String? {
        switch value {
        case "1": phrase(.switchOn)
        case "0": phrase(.switchOff)
        case "2": phrase(.switchMixed)
        default: nil
        }
    }

    /// The element's description as one sentence sequence.
    public func description(of element: AccessibleElement, hasActions: Bool,
                            position: (index: Int, count: Int)? = nil) -> String {
        let object = element.object
        var sentences: [String] = []
        let label = element.label
        var value = (object.accessibilityValue ?? "").trimmingCharacters(in: .whitespacesAndNewlines)
        let isSwitch = object.accessibilityTraits.contains(.toggleButton)
        let state = isSwitch ? switchState(value) : nil
        if state != nil { value = "" }
        var first = object.accessibilityTraits.contains(.selected) ? phrase(.traitSelected) + ": " : ""
        switch (label.isEmpty, value.isEmpty) {
        case (false, false): first += "\(label): \(value)"
        case (false, true): first += label
        case (true, false): first += value
        case (true, true): break
        }
        if !first.isEmpty { sentences.append(first) }
        for (trait, word) in Self.traitWords {
            if object.accessibilityTraits.contains(trait) {
                sentences.append(phrase(word))
                if trait == .toggleButton, let state { sentences.append(state) }
            }
            // A text field has no public trait; VoiceOver names it after switches, before headings.
            if trait == .toggleButton, let field = object as? UITextField {
                sentences.append(phrase(.traitTextField))
                if field.isEditing { sentences.append(phrase(.isEditing)) }
            }
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
