/// The one table of what the screen reader says, per language. Change wording here only.
public enum PhraseBook {
    /// The text of a phrase in a language.
    public static func text(_ phrase: Phrase, in language: Language) -> String {
        switch language {
        case .english: english(phrase)
        }
    }

    private static func english(_ phrase: Phrase) -> String {
        switch phrase {
        case .actionsAvailable: "Actions available"
        case .traitDimmed: "Dimmed"
        case .traitButton: "Button"
        case .traitHeading: "Heading"
        case .traitLink: "Link"
        case .traitAdjustable: "Adjustable"
        case .traitImage: "Image"
        case .traitSearchField: "Search Field"
        case .traitSelected: "Selected"
        case .rotorActions: "Actions"
        case .rotorCharacters: "Characters"
        case .rotorWords: "Words"
        case .defaultDragName(let label): "Drag \(label)"
        case .defaultDropName(let label): "Drop into \(label)"
        case .dragStarted(let name): "Drag started, \(name)"
        case .dropped(let name): "Dropped, \(name)"
        case .dropForbidden: "Drop not allowed here"
        case .dragCancelled: "Drag cancelled"
        case .nothingToDrag: "Nothing to drag here"
        case .boundary: "boundary"
        case .space: "space"
        }
    }
}
