import Accessibility
import CellKit

/// Says an element as VoiceOver does (after cashapp/AccessibilitySnapshot's model of it):
///
/// 1. the description: the label, `label: value`, or the value alone; wrapped as
///    `Selected: ‹description›`, or `Selected.` alone; a data table cell's headers before it and
///    its row and column after it; an element with only a hint says the hint here instead;
/// 2. the trait words, in VoiceOver's order: Dimmed, Button (not for a switch, a keyboard key,
///    a tab, a back button), Back Button, Switch Button with On, Off or Mixed, Tab, Text Field or
///    Secure Text Field with Is editing, Heading, Link, Adjustable, Image, Search Field;
/// 3. the context words: List Start / List End, Landmark / End, "N of M" in a series or tab bar;
///    then the element's custom content of high importance, each "label, value" [doc:
///    AXCustomContent.Importance.high; its place at the end of the first utterance is sim];
/// 4. after a pause, the delayed part: the hint, the system's hint after the app's own (a
///    switch's, an adjustable's; a text field's instead of it), then "Actions Available" when
///    Verbosity says to speak it (or its sound when it says to play one), then "More Content
///    Available" when the element has custom content [3p: AccessibilitySnapshot; its wording's
///    case and place after the actions follow it]. An element that says nothing else says its
///    delayed part as its description.
///
/// The app's text (a label, a value, a hint said as the description) is said as written; a full
/// stop is put after it only where VoiceOver's words follow, and each of those ends in one, as
/// AccessibilitySnapshot writes descriptions ("Milk", "Milk. Button.", "Item 2 of 3.").
///
/// Words UIKit writes for its own controls (a stepper's "Increment", a page control's "page 2 of
/// 3", a tab's badge) are said in the reader's language (`SystemWording`), unless the app set its
/// own. Chinese puts Chinese punctuation between the sentences (`Punctuation`).
@MainActor
public struct ElementDescriber {
    public let language: Language
    /// Whether a tab's badge is said as its value ("3 items" for a number): VoiceOver did on
    /// iOS 17 and 18 and does not on iOS 26 [3p: AccessibilitySnapshot's tab bar reference
    /// images]. `false`, iOS 26's, unless asked.
    public let readsTabBadges: Bool

    public init(language: Language, readsTabBadges: Bool = false) {
        self.language = language
        self.readsTabBadges = readsTabBadges
    }

    /// The value VoiceOver says for an object: a `UISwitch`'s state as "1" or "0" whatever value
    /// the app gives it; UIKit's own words (a page control's "page 2 of 3", a tab's badge) in the
    /// reader's language; else the object's value, trimmed.
    package func spokenValue(of object: UIResponder) -> String {
        if let toggle = object as? UISwitch { return toggle.isOn ? "1" : "0" }
        if let wording = object as? SystemWording, let system = wording.systemValue { return said(system) }
        return (object.accessibilityValue ?? "").trimmedOfWhitespace
    }

    /// What VoiceOver says after a double tap changed an object: a stepper's button says its
    /// stepper's new value; other objects their own value. `nil` when there is none.
    package func valueAfterActivation(of object: UIResponder) -> String? {
        if let wording = object as? SystemWording {
            if let value = wording.valueSpokenAfterActivation { return value }
            let value = spokenValue(of: object)
            return value.isEmpty ? nil : value
        }
        return object.accessibilityValue
    }

    /// UIKit's own words in the reader's language.
    private func said(_ text: SystemText) -> String {
        switch text {
        case .decrement: return phrase(.stepperDecrement)
        case .increment: return phrase(.stepperIncrement)
        case .page(let index, let count): return phrase(.page(index: index, count: count))
        case .inProgress: return phrase(.activityInProgress)
        case .progressHalted: return phrase(.activityHalted)
        case .badge(let badge):
            guard readsTabBadges else { return "" }
            let trimmed = badge.trimmedOfWhitespace
            if let count = Int(trimmed), count >= 0 { return phrase(.badgeItems(count: count)) }
            return trimmed
        }
    }

    /// What VoiceOver says when it lands on an element: the description, then the delayed part
    /// as a hint utterance when there is one, then the actions sound when Verbosity plays it.
    /// `announcesMoreContent: false` leaves out "More Content Available" (read all says no
    /// delayed part).
    public func utterances(for element: AccessibleElement, context: ElementContext? = nil, hasActions: Bool = false,
                           verbosity: Verbosity = Verbosity(), announcesMoreContent: Bool = true) -> [Utterance] {
        utterances(for: element, label: element.label, context: context, hasActions: hasActions, verbosity: verbosity,
                   announcesMoreContent: announcesMoreContent)
    }

    /// The same, with the element's label already read (`AccessibleElement.label`): a cell's is
    /// worked out from its content at each read.
    func utterances(for element: AccessibleElement, label: String, context: ElementContext?, hasActions: Bool,
                    verbosity: Verbosity, announcesMoreContent: Bool = true) -> [Utterance] {
        utterances(for: element, said: speech(for: element, label: label, context: context), hasActions: hasActions,
                   verbosity: verbosity, announcesMoreContent: announcesMoreContent)
    }

    /// What the element says on landing, as `verbosity` says, and what it says without the
    /// delayed part (read all's), from one description of it.
    /// `contentEntriesRead` is how many custom content entries it looked at (`LandingContent`).
    func landingAndBrief(for element: AccessibleElement, label: String, context: ElementContext?, hasActions: Bool,
                         verbosity: Verbosity) -> (landing: [Utterance], brief: [Utterance], contentEntriesRead: Int) {
        let said = speech(for: element, label: label, context: context)
        // The content is looked at once for both: an element may have 40,000 entries.
        let content = element.customContentOnLanding
        return (utterances(for: element, said: said, content: content, hasActions: hasActions, verbosity: verbosity),
                utterances(for: element, said: said, content: content, hasActions: hasActions,
                           verbosity: Verbosity(actions: .doNothing, speaksHints: false), announcesMoreContent: false),
                content.entriesRead)
    }

    private func utterances(for element: AccessibleElement, said: (description: String, hint: String?),
                            content: LandingContent? = nil, hasActions: Bool,
                            verbosity: Verbosity, announcesMoreContent: Bool = true) -> [Utterance] {
        let content = content ?? element.customContentOnLanding
        var important: [String] = []
        for entry in content.important { important.append(contentPhrase(entry)) }
        // High-importance content is the app's text: said as written at the end.
        var description = important.isEmpty ? said.description
            : punctuation.join([said.description] + important, lastAsWritten: true)
        let hint = verbosity.speaksHints ? said.hint : nil
        let moreContent = announcesMoreContent && content.hasAny
        var delayed: String? = switch (hint, hasActions && verbosity.actions == .speak) {
        // A hint alone is said as written.
        case (let hint?, false): hint
        case (let hint?, true): punctuation.join([hint, phrase(.actionsAvailable)])
        case (nil, true): punctuation.join([phrase(.actionsAvailable)])
        case (nil, false): nil
        }
        if moreContent {
            delayed = punctuation.join([delayed ?? "", phrase(.moreContentAvailable)])
            // An element with nothing else to say says that there is more [3p: AccessibilitySnapshot].
            if description.isEmpty, let only = delayed {
                description = only
                delayed = nil
            }
        }
        var result = [Utterance(description, kind: .element, language: language.code)]
        if let delayed { result.append(Utterance(delayed, kind: .hint, language: language.code)) }
        if hasActions, verbosity.actions == .playSound {
            result.append(Utterance(phrase(.actionsEarcon), kind: .earcon, language: language.code))
        }
        return result
    }

    /// What is said first: the description, the trait words and the context words.
    public func description(of element: AccessibleElement, context: ElementContext? = nil) -> String {
        speech(for: element, label: element.label, context: context).description
    }

    /// The hint said after a pause (the app's, with the system's), if any.
    public func hint(for element: AccessibleElement, context: ElementContext? = nil) -> String? {
        speech(for: element, label: element.label, context: context).hint
    }

    /// One entry of custom content as it is said: "label, value", or whichever of the two it has.
    func contentPhrase(_ content: AXCustomContent) -> String {
        let label = content.label.trimmedOfWhitespace, value = content.value.trimmedOfWhitespace
        if label.isEmpty || value.isEmpty { return label + value }
        return phrase(.customContent(label: label, value: value))
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

    private var punctuation: Punctuation { Punctuation(language: language) }

    private func speech(for element: AccessibleElement, label ownLabel: String, context: ElementContext?) -> (description: String, hint: String?) {
        let object = element.object
        let traits = object.accessibilityTraits
        // A `UISwitch` says its state whatever value the app gives it; a view that only has the
        // switch-button trait says its own value [3p: AccessibilitySnapshot's reference images,
        // iOS 17.5, 18.5 and 26.2].
        let value = spokenValue(of: object)
        let ownHint = (object.accessibilityHint ?? "").trimmedOfWhitespace
        var label = ownLabel
        if let system = (object as? SystemWording)?.systemLabel { label = said(system) }
        // A back button whose label is only "Back" is not told twice: in the reader's language, or
        // UIKit's English generic title, which CellKit's navigation bar gives it (its strings are
        // English), so a Korean reader says "뒤로 버튼", not "Back. 뒤로 버튼".
        if traits.contains(.backButton),
           [phrase(.backLabel), PhraseBook.text(.backLabel, in: .english)].contains(where: { $0.lowercased() == label.lowercased() }) {
            label = ""
        }
        // A progress view's default label is UIKit's English word; it is said in the reader's language.
        if object is UIProgressView, label == UIProgressView.defaultLabel {
            label = phrase(.progressLabel)
        }
        // A switch's value is said as its state among the trait words, never as a value.
        var description = described(label: label, value: traits.contains(.toggleButton) ? "" : value, context: context)
        if traits.contains(.selected) {
            description = description.isEmpty ? punctuation.sentence(phrase(.traitSelected)) : phrase(.selected(description))
        }
        var hint: String? = ownHint.isEmpty ? nil : ownHint
        if description.isEmpty, let only = hint {
            description = only
            hint = nil
        }
        // The expanded status is the last of the trait words, and adds its hint after the
        // others (AccessibilitySnapshot, checked with VoiceOver on a device).
        let expanded = object.accessibilityExpandedStatus
        let status: [String] = switch expanded {
        case .expanded: [phrase(.expanded)]
        case .collapsed: [phrase(.collapsed)]
        case .unsupported: []
        }
        // The description is the app's text, said as written when nothing follows it; VoiceOver's
        // words after it each end in a full stop, and a series' position follows after a space
        // [3p: AccessibilitySnapshot].
        let words = traitWords(traits, value: value, context: context) + status + contextWords(context)
        var said = words.isEmpty ? description : punctuation.join([description] + words)
        if let position = position(in: context) { said = punctuation.withPosition(said, position) }
        var fullHint = systemHint(traits, after: hint, hintOnly: !ownHint.isEmpty && ownLabel.isEmpty && value.isEmpty)
        if expanded != .unsupported, !traits.contains(.notEnabled) {
            let system = phrase(expanded == .expanded ? .hintCollapse : .hintExpand)
            fullHint = fullHint.map { punctuation.join([$0, system]) } ?? system
        }
        return (said, fullHint)
    }

    /// The label and value, as `label: value`; in a data table, the headers first, and the
    /// place after the label, then the value.
    private func described(label: String, value: String, context: ElementContext?) -> String {
        guard case .dataTableCell(let cell)? = context else {
            switch (label.isEmpty, value.isEmpty) {
            case (false, false): return label + punctuation.labelValueSeparator + value
            case (false, true): return label
            case (true, false): return value
            case (true, true): return ""
            }
        }
        var sentences = cell.headers.map { header in
            header.label.isEmpty || header.value.isEmpty
                ? header.label + header.value : header.label + punctuation.labelValueSeparator + header.value
        }
        sentences.append(label)
        if cell.row != nil, cell.rowSpan > 1 { sentences.append(phrase(.spansRows(cell.rowSpan))) }
        if cell.column != nil, cell.columnSpan > 1 { sentences.append(phrase(.spansColumns(cell.columnSpan))) }
        if cell.isFirstInRow, let row = cell.row { sentences.append(phrase(.tableRow(row + 1))) }
        if let column = cell.column { sentences.append(phrase(.tableColumn(column + 1))) }
        // The value follows the place, as written [3p: AccessibilitySnapshot]; with no value,
        // the place (VoiceOver's words) or the label ends the description.
        sentences.append(value)
        return punctuation.join(sentences, lastAsWritten: !value.isEmpty || (cell.row == nil && cell.column == nil))
    }

    /// The trait words, in the order VoiceOver says them.
    private func traitWords(_ traits: UIAccessibilityTraits, value: String, context: ElementContext?) -> [String] {
        var words: [Phrase] = []
        var switchValue: String?
        if traits.contains(.notEnabled) { words.append(.traitDimmed) }
        let hidesButton = !traits.isDisjoint(with: [.keyboardKey, .toggleButton, .tabBarItem, .backButton])
            || (context?.hidesButtonTrait ?? false)
        if traits.contains(.button), !hidesButton { words.append(.traitButton) }
        if traits.contains(.backButton) { words.append(.traitBackButton) }
        if traits.contains(.toggleButton) {
            // "Switch Button" needs the button trait too, as UIKit's switches have.
            if traits.contains(.button) { words.append(.traitSwitchButton) }
            // A value other than a state (iOS 17) follows the trait words so far.
            if let state = switchState(value) { switchValue = state } else if !value.isEmpty { switchValue = value }
        }
        // Loops, not `map` or `filter`: a closure isolated to the main actor checks the executor
        // each time it is called, and this runs at every swipe.
        var result: [String] = []
        for word in words { result.append(phrase(word)) }
        if let switchValue { result.append(switchValue) }
        if traits.contains(.tabBarItem) || (context?.showsTabTrait ?? false) { result.append(phrase(.traitTab)) }
        // A search field one types in is said as a search field alone, not also as a text
        // field, as iOS says UISearchTextField. [sim]
        let typedSearch = traits.contains(.textEntry) && traits.contains(.searchField) && !traits.contains(.secureTextField)
        if traits.contains(.textEntry) {
            result.append(phrase(typedSearch ? .traitSearchField : traits.contains(.secureTextField) ? .traitSecureTextField : .traitTextField))
            if traits.contains(.isEditing) { result.append(phrase(.isEditing)) }
        }
        if traits.contains(.header) { result.append(phrase(.traitHeading)) }
        if traits.contains(.link) { result.append(phrase(.traitLink)) }
        if traits.contains(.adjustable) { result.append(phrase(.traitAdjustable)) }
        if traits.contains(.image) { result.append(phrase(.traitImage)) }
        if !typedSearch, traits.contains(.searchField) { result.append(phrase(.traitSearchField)) }
        return result
    }

    /// Where the element sits in a list or a landmark, said after its trait words.
    private func contextWords(_ context: ElementContext?) -> [String] {
        switch context {
        case .listStart?: [phrase(.listStart)]
        case .listEnd?: [phrase(.listEnd)]
        case .landmarkStart?: [phrase(.landmarkStart)]
        case .landmarkEnd?: [phrase(.landmarkEnd)]
        case .series?, .tab?, .dataTableCell?, nil: []
        }
    }

    /// Where the element sits in a series or a tab bar ("2 of 5"), said last.
    private func position(in context: ElementContext?) -> String? {
        switch context {
        case .series(let index, let count)?, .tab(let index, let count)?: phrase(.position(index: index, count: count))
        default: nil
        }
    }

    /// The hint with the system's: a switch's and an adjustable's after the app's own, a text
    /// field's instead of it; none on a dimmed element. An element that said its hint as its
    /// description has only the system's.
    private func systemHint(_ traits: UIAccessibilityTraits, after own: String?, hintOnly: Bool) -> String? {
        guard !traits.contains(.notEnabled) else { return own }
        var hint = own
        func append(_ system: Phrase) {
            hint = hint.map { punctuation.join([$0, phrase(system)]) } ?? phrase(system)
        }
        if traits.contains(.toggleButton) { append(.hintToggle) }
        if traits.contains(.textEntry) {
            hint = phrase(traits.contains(.isEditing) ? .hintMisspelledWords
                          : traits.contains(.textArea) ? .hintTextArea : .hintEdit)
        }
        if traits.contains(.adjustable), !traits.contains(.toggleButton), !hintOnly { append(.hintAdjustable) }
        return hint
    }

    private func phrase(_ phrase: Phrase) -> String {
        PhraseBook.text(phrase, in: language)
    }
}
