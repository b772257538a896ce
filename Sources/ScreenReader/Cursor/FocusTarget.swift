import Accessibility
import CellKit

/// The focused element as one gesture finds it, with the actions offered on it: kept with the
/// focus and shared by every part of the gesture (the rotor's settings, the chosen action), so
/// the app's descriptors are asked once per focus, and only when the actions themselves are
/// needed (turning the rotor needs only whether there is one).
@MainActor
struct FocusTarget {
    let element: AccessibleElement
    /// The kept focus it was found from: it collects the element's actions and custom content
    /// when first asked, and keeps its custom rotors once listed.
    let kept: KeptFocus

    init(_ kept: KeptFocus) {
        element = kept.element
        self.kept = kept
    }

    /// Whether the element offers any action.
    var hasActions: Bool { kept.hasActions }
    /// The actions offered on it, collected when first asked.
    var actions: [ElementAction] { kept.actions }
    /// Its custom content, read when first asked.
    var customContent: [AXCustomContent] { kept.customContent }
}
