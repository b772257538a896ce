/// One hit test `DragSystem` keeps: the view a touch at a point landed on. Every view the test
/// went through holds it, and so does every subview it tried; when one of them changes in a way
/// that can move where touches land (moved, resized, scrolled, hidden, faded, taking touches or
/// not, subviews added or removed, laid out), it drops what it holds, and those answers are
/// found again. A view's change also drops what its superview holds: the superview chose among
/// its subviews by their frames. The hit test being made is the screen's clock's `recordingHit`.
@MainActor
final class KeptHit {
    /// The view the touch landed on (held weakly, as the tree holds it).
    var view: UIView? {
        get { landedOn.view }
        set { landedOn = ViewReference(newValue) }
    }
    private var landedOn = ViewReference(nil)
    /// Whether the touch landed on nothing.
    var isNone = false
    /// False once a view it went through changed, or it was forgotten.
    var isValid = true
}
