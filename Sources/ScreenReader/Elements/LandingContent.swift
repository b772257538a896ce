import Accessibility

/// What a landing on an element says of its custom content (`AccessibleElement.customContentOnLanding`).
struct LandingContent {
    /// The entries of high importance that are said, in order: VoiceOver says them with the element.
    let important: [AXCustomContent]
    /// Whether any entry is said, of any importance: "More Content Available".
    let hasAny: Bool
    /// How many entries were looked at, said or not: a run counts those past a few toward its
    /// budget (`ContentPrint.uncountedEntries`), as it counts a look's actions.
    let entriesRead: Int
}
