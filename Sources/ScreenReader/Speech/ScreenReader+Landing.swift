import CellKit

// What an element says, asked without moving the cursor: for pictures of a screen.
extension ScreenReader {
    /// What VoiceOver says when the cursor lands on `element` (a swipe onto it): the same
    /// utterances, hint and "Actions Available" as Verbosity says, without moving the cursor or
    /// turning the rotor.
    public func spokenOnLanding(on element: AccessibleElement) -> [Utterance] {
        let context = contexts.context(of: element)
        let hasActions = offersActions(element)
        return describer.utterances(for: element, context: context, hasActions: hasActions,
                                                               verbosity: verbosity)
    }
}
