import Foundation

/// A vertical position (top, bottom, centre y, baselines) of a view or layout guide.
@preconcurrency @MainActor
open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {
    /// A constraint: this anchor is the system spacing (8 points, 8 rows) below the other,
    /// times `multiplier`.
    open func constraint(equalToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        make(.equal, anchor, constant: LayoutSpacing.system * multiplier)
    }

    /// A constraint: this anchor is at least the system spacing below the other, times `multiplier`.
    open func constraint(greaterThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor,
                         multiplier: CGFloat) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, anchor, constant: LayoutSpacing.system * multiplier)
    }

    /// A constraint: this anchor is at most the system spacing below the other, times `multiplier`.
    open func constraint(lessThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor,
                         multiplier: CGFloat) -> NSLayoutConstraint {
        make(.lessThanOrEqual, anchor, constant: LayoutSpacing.system * multiplier)
    }
}
