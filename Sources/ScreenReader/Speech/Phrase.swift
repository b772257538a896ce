/// Everything the screen reader itself says (as opposed to what the app provides). Phrases
/// marked [sim] in `PhraseBook` and docs/simulation.md are our own choice where Apple publishes nothing.
public enum Phrase: Hashable, Sendable {
    /// Said after the hint when an element has actions (Verbosity › Actions › Speak).
    case actionsAvailable
    /// The sound played instead (Verbosity › Actions › Play Sound): an earcon's name.
    case actionsEarcon
    /// Said after the hint (and "Actions Available") when an element has custom content.
    case moreContentAvailable
    /// One entry of custom content: "label, value" [sim: the separator].
    case customContent(label: String, value: String)
    /// Where an element sits in a series or a tab bar: "2 of 5".
    case position(index: Int, count: Int)
    // Trait words, in VoiceOver's order of speaking.
    case traitDimmed, traitButton, traitBackButton, traitSwitchButton, traitTab, traitTextField,
         traitSecureTextField, traitHeading, traitLink, traitAdjustable, traitImage, traitSearchField
    /// "Selected", said alone when an element has nothing else to say.
    case traitSelected
    /// A selected element's description: "Selected: ‹description›".
    case selected(String)
    /// A switch's state, spoken after "Switch Button".
    case switchOn, switchOff, switchMixed
    /// A text field being edited.
    case isEditing
    /// An element's expanded status, said after its trait words (AccessibilitySnapshot, checked
    /// on a device).
    case expanded, collapsed
    /// What a back button's label is when it says nothing "Back Button" does not: not repeated.
    case backLabel
    /// UIKit's labels of a stepper's two buttons (English from AccessibilitySnapshot's
    /// reference images; Korean and Chinese [sim]).
    case stepperDecrement, stepperIncrement
    /// A page control's value: "page 2 of 3" (English from AccessibilitySnapshot's reference
    /// images; Korean and Chinese [sim]).
    case page(index: Int, count: Int)
    /// A tab's badge that is a number, said as its value on iOS 17 and 18: "3 items" (English
    /// from AccessibilitySnapshot's reference images; "1 item", Korean and Chinese [sim]).
    case badgeItems(count: Int)
    /// A progress view's label when the app gives none (UIKit's "Progress").
    case progressLabel
    /// An activity indicator's label while it spins ("In progress") and once stopped but shown
    /// ("Progress halted"): UIKit's own words (English as VoiceOver says them; "Progress
    /// halted", Korean and Chinese [sim]).
    case activityInProgress, activityHalted
    // Context words: where an element sits in its container.
    case listStart, listEnd, landmarkStart, landmarkEnd
    case tableRow(Int), tableColumn(Int), spansRows(Int), spansColumns(Int)
    // The hints VoiceOver adds to controls, after their own.
    case hintAdjustable, hintToggle, hintEdit, hintMisspelledWords, hintTextArea
    /// The hint of an element that is expanded or collapsed, after its own.
    case hintCollapse, hintExpand
    // Rotor settings and what they say.
    case rotorActions, rotorMoreContent, rotorAdjustValue, rotorHeadings, rotorContainers, rotorCharacters, rotorWords,
         rotorSpeechRate, rotorHints
    /// VoiceOver's names for the rotors a custom rotor of a system type stands in for.
    case rotorLinks, rotorVisitedLinks, rotorHeadingLevel(Int), rotorBoldText, rotorItalicText, rotorUnderlineText,
         rotorMisspelledWords, rotorImages, rotorTextFields, rotorTables, rotorLists, rotorLandmarks
    case hintsOn, hintsOff
    /// The screen curtain turned on or off: VoiceOver's own words in English [doc: VoiceOver
    /// says so]; Korean and Chinese [sim].
    case screenCurtainOn, screenCurtainOff
    /// Verbosity's Actions setting, as the front shows it when it changes: "Actions: Speak".
    case verbosityActions(Verbosity.ActionsMode)
    case percent(Int)
    case actionFailed
    // Drag and drop [sim].
    case defaultDragName(label: String)
    case defaultDropName(label: String)
    /// UIKit's own descriptors on a table or collection view cell [sim]: a table row's reorder
    /// control, and drops just before and just after the cell.
    case reorderName(label: String)
    case dropBeforeName(label: String)
    case dropAfterName(label: String)
    case addToDrag(name: String)
    case dragStarted(name: String)
    case itemsInDrag(count: Int)
    case dropped(name: String)
    case dropForbidden
    case dragCancelled
    case nothingToDrag
    /// "Add … to drag" added nothing: the delegate gave no items.
    case nothingToAdd
    // Earcons and spoken characters.
    case boundary
    case space
}
