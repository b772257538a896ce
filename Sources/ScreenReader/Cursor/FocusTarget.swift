import CellKit

/// The focused element as one gesture finds it, with the actions offered on it: collected once
/// and shared by every part of the gesture (the rotor's settings, the chosen action), so the
/// app's descriptors are asked once per gesture.
@MainActor
struct FocusTarget {
    let element: AccessibleElement
    let actions: [ElementAction]
    /// The kept focus it was found from, which keeps the element's custom rotors once listed.
    let kept: KeptFocus?
}
