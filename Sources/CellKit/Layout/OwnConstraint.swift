import Foundation
internal import LayoutSolver

/// CellKit's own: one of the constraints the layout engine makes itself (a frame held by the
/// autoresizing mask, an intrinsic size, a system guide's place), as the engine's messages name
/// it. Kept as numbers and described only when a message names it: a layout of 10,000 labels
/// makes 40,000 of them at each build, and their text made every time cost more than their
/// solving.
@MainActor
struct OwnConstraint {
    /// The attribute of a frame an autoresizing-mask constraint holds.
    enum Attribute: String {
        case minX, minY, width, height
    }

    enum Kind {
        /// `NSAutoresizingMaskLayoutConstraint`: an attribute of the frame held at its value
        /// (`priority`: while fitting, the root's size is a wish of that priority).
        case autoresizing(Attribute, value: CGFloat, priority: UILayoutPriority?)
        /// `NSContentSizeLayoutConstraint`: a size at most (hugging) or at least (compression
        /// resistance) the intrinsic size, at that priority.
        case contentSize(NSLayoutConstraint.Axis, SimplexSolver.Relation, value: CGFloat, priority: UILayoutPriority)
        /// A system guide's own constraint, with its text.
        case guide(String)
    }

    /// Where the item's variables start: the view's or guide's place in the engine, times four.
    let slot: Int
    let kind: Kind

    /// The constraint as the log writes it, for the item named `name`.
    func description(naming name: String) -> String {
        switch kind {
        case .autoresizing(let attribute, let value, let priority):
            let suffix = priority.map { $0.isRequired ? "" : " @\(NSLayoutConstraint.number(CGFloat($0.rawValue)))" } ?? ""
            return "NSAutoresizingMaskLayoutConstraint \(name).\(attribute.rawValue) == \(NSLayoutConstraint.number(value))\(suffix)"
        case .contentSize(let axis, let relation, let value, let priority):
            let attribute = axis == .horizontal ? "width" : "height"
            let (sign, role) = relation == .lessThanOrEqual ? ("<=", "hug") : (">=", "compression")
            return "NSContentSizeLayoutConstraint \(name).\(attribute) \(sign) \(NSLayoutConstraint.number(value)) "
                + "\(role):\(NSLayoutConstraint.number(CGFloat(priority.rawValue)))"
        case .guide(let text):
            return "\(name).\(text)"
        }
    }
}
