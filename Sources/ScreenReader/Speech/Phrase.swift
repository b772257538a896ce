/// Everything the screen reader itself says (as opposed to what the app provides). Phrases
/// marked [sim] in the README are our own choice where Apple publishes nothing.
public enum Phrase: Hashable, Sendable {
    case actionsAvailable
    /// Where an element sits in a list: "2 of 5".
    case position(index: Int, count: Int)
    // Trait words, in VoiceOver's order of speaking.
    case traitDimmed, traitButton, traitSwitchButton, traitTextField, traitHeading, traitLink, traitAdjustable,
         traitImage, traitSearchField, traitSelected
    /// A switch's state, spoken after "Switch button".
    case switchOn, switchOff, switchMixed
    /// A text field being edited.
    case isEditing
    // The hints VoiceOver adds to controls that have none of their own.
    case hintAdjustable, hintToggle, hintEdit
    // Rotor settings and what they say.
    case rotorActions, rotorAdjustValue, rotorHeadings, rotorContainers, rotorCharacters, rotorWords,
         rotorSpeechRate, rotorHints
    case hintsOn, hintsOff
    case percent(Int)
    case actionFailed
    // Drag and drop [sim].
    case defaultDragName(label: String)
    case defaultDropName(label: String)
    case addToDrag(name: String)
    case dragStarted(name: String)
    case itemsInDrag(count: Int)
    case dropped(name: String)
    case dropForbidden
    case dragCancelled
    case nothingToDrag
    // Earcons and spoken characters.
    case boundary
    case space
}
