/// Everything the screen reader itself says (as opposed to what the app provides). Phrases
/// marked [sim] in the README are our own choice where Apple publishes nothing.
public enum Phrase: Hashable, Sendable {
    case actionsAvailable
    // Trait words, in VoiceOver's order of speaking.
    case traitDimmed, traitButton, traitHeading, traitLink, traitAdjustable, traitImage, traitSearchField,
         traitSelected
    // Rotor settings.
    case rotorActions, rotorCharacters, rotorWords
    // Drag and drop [sim].
    case defaultDragName(label: String)
    case defaultDropName(label: String)
    case dragStarted(name: String)
    case dropped(name: String)
    case dropForbidden
    case dragCancelled
    case nothingToDrag
    // Earcons.
    case boundary
    case space
}
