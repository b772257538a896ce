import Accessibility
import CellKit

// An element's custom content, as VoiceOver reads it.
extension AccessibleElement {
    /// The element's custom content (`AXCustomContentProvider`), in order, leaving out entries
    /// with neither a label nor a value: from the object's provider when it adopts the protocol,
    /// else what a scene gave it (`sceneCustomContent`).
    public var customContent: [AXCustomContent] {
        let all = (object as? AXCustomContentProvider)?.customContentForReader ?? object.sceneCustomContent
        return all.filter { !$0.label.trimmedOfWhitespace.isEmpty || !$0.value.trimmedOfWhitespace.isEmpty }
    }
}
