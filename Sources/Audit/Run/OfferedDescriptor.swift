import CellKit
import ScreenReader

/// A drag source or drop point VoiceOver offers, with what the probes need to act on it: the
/// descriptor and the element that offers it.
@MainActor
struct OfferedDescriptor {
    /// The action as the report lists it.
    var action: OfferedAction
    let descriptor: UIAccessibilityLocationDescriptor
    /// The element offering it, which the probe scrolls into view before acting on it.
    let element: AccessibleElement

    /// The element's object, where findings about the action are located.
    var object: UIResponder { element.object }
}
