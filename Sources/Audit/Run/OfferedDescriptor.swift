import CellKit

/// A drag source or drop point VoiceOver offers, with what the probes need to act on it: the
/// descriptor and the element that offers it.
@MainActor
struct OfferedDescriptor {
    /// The action as the report lists it.
    var action: OfferedAction
    let descriptor: UIAccessibilityLocationDescriptor
    /// The element offering it, where findings about it are located.
    let object: UIResponder
}
