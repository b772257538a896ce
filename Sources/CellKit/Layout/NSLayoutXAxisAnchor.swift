import Foundation

/// A horizontal position (leading, trailing, left, right, centre x) of a view or layout guide.
@preconcurrency @MainActor
open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {
    /// A constraint: this anchor is the system spacing (8 points, 8 cells) after the other,
    /// times `multiplier`.
    open func constraint(equalToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        make(.equal, anchor, constant: LayoutSpacing.system * multiplier)
    }

    /// A constraint: this anchor is at least the system spacing after the other, times `multiplier`.
    open func constraint(greaterThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor,
                         multiplier: CGFloat) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, anchor, constant: LayoutSpacing.system * multiplier)
    }

    /// A constraint: this anchor is at most the system spacing after the other, times `multiplier`.
    open func constraint(lessThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor,
                         multiplier: CGFloat) -> NSLayoutConstraint {
        make(.lessThanOrEqual, anchor, constant: LayoutSpacing.system * multiplier)
    }
}
