import CellKit

extension UIView {
    /// The changes to a view that every kept answer about the tree must see (taken out of its
    /// superview, hidden or shown, faded or shown, given a new frame), picked by `kind` (0 to 3),
    /// for property tests that compare what was kept with a fresh walk; says what it did.
    public func makeBasicChange(_ kind: Int, named name: String, frame newFrame: CGRect) -> String {
        switch kind {
        case 0:
            removeFromSuperview()
            return "\(name) removed"
        case 1:
            isHidden.toggle()
            return "\(name) hidden: \(isHidden)"
        case 2:
            alpha = alpha > 0.5 ? 0 : 1
            return "\(name) alpha \(alpha)"
        default:
            frame = newFrame
            return "\(name) moved to \(frame)"
        }
    }
}
