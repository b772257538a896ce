import Foundation

/// One attribute of a view or layout guide (its leading edge, its width), from which
/// constraints are made: `a.leadingAnchor.constraint(equalTo: b.leadingAnchor, constant: 8)`.
/// The subclasses (`NSLayoutXAxisAnchor`, `NSLayoutYAxisAnchor`, `NSLayoutDimension`) make only
/// constraints between anchors of the same kind, as UIKit's do.
@preconcurrency @MainActor
open class NSLayoutAnchor<AnchorType: AnyObject>: NSObject {
    /// The view or layout guide the anchor belongs to (held without Swift's `weak` for a view:
    /// `LayoutItemReference`).
    var item: AnyObject? { itemReference.item }
    private let itemReference: LayoutItemReference
    let attribute: NSLayoutConstraint.Attribute

    init(item: LayoutItem?, attribute: NSLayoutConstraint.Attribute) {
        itemReference = LayoutItemReference(item)
        self.attribute = attribute
        super.init()
    }

    /// A constraint: this anchor equals the other.
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        make(.equal, anchor, constant: 0)
    }

    /// A constraint: this anchor equals the other plus `c`.
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        make(.equal, anchor, constant: c)
    }

    /// A constraint: this anchor is at least the other.
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, anchor, constant: 0)
    }

    /// A constraint: this anchor is at least the other plus `c`.
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, anchor, constant: c)
    }

    /// A constraint: this anchor is at most the other.
    open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        make(.lessThanOrEqual, anchor, constant: 0)
    }

    /// A constraint: this anchor is at most the other plus `c`.
    open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        make(.lessThanOrEqual, anchor, constant: c)
    }

    func make(_ relation: NSLayoutConstraint.Relation, _ anchor: NSLayoutAnchor<AnchorType>?, multiplier: CGFloat = 1,
              constant: CGFloat) -> NSLayoutConstraint {
        // An anchor whose item has gone makes a constraint that relates nothing: it is never active.
        NSLayoutConstraint(first: item ?? NSObject(), attribute, relation, second: anchor.map { $0.item ?? NSObject() },
                           anchor?.attribute ?? .notAnAttribute, multiplier: multiplier, constant: constant)
    }
}
