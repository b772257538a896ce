import Accessibility
import CellKit

// An element's custom content, as VoiceOver reads it.
extension AccessibleElement {
    /// The element's custom content (`AXCustomContentProvider`), in order, leaving out entries
    /// with neither a label nor a value: from the object's provider when it adopts the protocol,
    /// else what a scene gave it (`sceneCustomContent`).
    public var customContent: [AXCustomContent] {
        allCustomContent.filter(Self.isSaid)
    }

    /// Whether the element has custom content (`customContent` is not empty), looking only as
    /// far as the first entry said.
    public var hasCustomContent: Bool {
        for entry in allCustomContent where Self.isSaid(entry) { return true }
        return false
    }

    /// What a landing on the element says of its custom content: its entries of high
    /// importance, in order, whether it has any (for "More Content Available"), and how many
    /// entries it looked at (every one's importance: any may be high), which a run counts
    /// toward its budget. Entries of default importance are said only through the rotor's More
    /// Content, so their text is read only until one is found that would be said: an element
    /// with 40,000 of them read each one's text at every swipe.
    var customContentOnLanding: LandingContent {
        var important: [AXCustomContent] = []
        var hasAny = false
        let all = allCustomContent
        for entry in all {
            if entry.importance == .high {
                guard Self.isSaid(entry) else { continue }
                important.append(entry)
                hasAny = true
            } else if !hasAny, Self.isSaid(entry) {
                hasAny = true
            }
        }
        return LandingContent(important: important, hasAny: hasAny, entriesRead: all.count)
    }

    /// Every entry the object gives, said or not.
    private var allCustomContent: [AXCustomContent] {
        (object as? AXCustomContentProvider)?.customContentForReader ?? object.sceneCustomContent
    }

    /// Whether an entry is said: it has a label or a value.
    private static func isSaid(_ entry: AXCustomContent) -> Bool {
        !entry.label.trimmedOfWhitespace.isEmpty || !entry.value.trimmedOfWhitespace.isEmpty
    }
}
