import Foundation
import RotorOutput

/// A relationship between two layout attributes, `first = multiplier × second + constant` (or
/// `<=`, `>=`), that Auto Layout satisfies when it lays views out.
///
/// Activating a constraint (`isActive`, `activate(_:)`) installs it on the nearest common
/// ancestor of its items, as UIKit does; items in different view hierarchies cannot be related
/// and the activation is refused with a message in `LayoutMessageLog` (UIKit raises an
/// exception). Changing `constant` or `priority` of an active constraint updates the layout in
/// place; the next layout pass (`layoutIfNeeded()`, drawing, a screen reader's walk) moves the views.
@preconcurrency @MainActor
open class NSLayoutConstraint: NSObject {
    /// The first item: a view or a layout guide. Not kept alive, as UIKit's is not
    /// (`unowned(unsafe)` there); `nil` once it has gone.
    open var firstItem: AnyObject? { firstReference.item }
    /// The first item's attribute.
    open var firstAttribute: Attribute { storedFirstAttribute }
    /// How the first attribute relates to the second.
    open var relation: Relation { storedRelation }
    /// The second item, `nil` for a constraint to a constant (or once it has gone).
    open var secondItem: AnyObject? { secondReference.item }
    /// The second item's attribute (`.notAnAttribute` for a constant).
    open var secondAttribute: Attribute { storedSecondAttribute }
    /// What the second attribute is multiplied by.
    open var multiplier: CGFloat { storedMultiplier }

    // What the layout engine reads of every constraint at each build is stored in constants and
    // unchecked storage behind the open properties: a stored `open var` is read through a
    // run-time exclusivity check, a tenth of a build of 40,000 constraints (DECISIONS.md).
    // The items, held without Swift's `weak` for a view (`LayoutItemReference`).
    private let firstReference: LayoutItemReference
    private let secondReference: LayoutItemReference
    private let storedFirstAttribute: Attribute
    private let storedRelation: Relation
    private let storedSecondAttribute: Attribute
    private let storedMultiplier: CGFloat
    @exclusivity(unchecked) private var storedConstant: CGFloat
    @exclusivity(unchecked) private var storedPriority: UILayoutPriority = .required

    /// The constant added to the multiplied second attribute. Changing it on an active
    /// constraint updates the layout in place.
    open var constant: CGFloat {
        get { storedConstant }
        set {
            let oldValue = storedConstant
            storedConstant = newValue
            if newValue != oldValue { ownerView?.layoutConstraintConstantDidChange(self) }
        }
    }

    /// The constraint's priority; `required` (1000) by default.
    open var priority: UILayoutPriority {
        get { storedPriority }
        set {
            let oldValue = storedPriority
            storedPriority = newValue
            if newValue != oldValue { ownerView?.layoutConstraintDidChange(self) }
        }
    }

    /// A name for the constraint, shown when it conflicts with others.
    open var identifier: String?

    /// Whether the constraint is archived with the view: kept for code written for UIKit (CellKit
    /// archives nothing).
    open var shouldBeArchived = false

    /// The view the constraint is installed on (`UIView.constraints`), while it is active.
    var ownerView: UIView? {
        get { ownerReference.view }
        set { ownerReference = ViewReference(newValue) }
    }
    // Held without Swift's `weak`, as the items are.
    private var ownerReference = ViewReference(nil)
    /// The number the solver knows the constraint by, the same for its whole life: its address,
    /// positive and unique while it lives (an engine holds the constraints its solver holds, so
    /// no other takes the number meanwhile; the engine's own constraints are numbered below 0).
    /// The solver orders by its own symbols, never by these numbers.
    var handle: Int { Int(bitPattern: ObjectIdentifier(self)) }
    /// Where the constraint is in the system its engine's last presolved build gathered (the
    /// slot is its index there): a changed constant finds it there without a search or a table.
    private var enginePlace = EngineSlot()

    /// The constraint's place in the system of build `build`, if that build placed it.
    func placeInEngine(build: EngineSlot.Build?) -> Int? {
        enginePlace.slot(inBuild: build)
    }

    /// Notes the constraint's place in the system of build `build`.
    func setPlaceInEngine(_ index: Int, build: EngineSlot.Build?) {
        enginePlace = EngineSlot(build: build, slot: index)
    }

    /// A constraint between two items' attributes (`toItem` nil, with `.notAnAttribute`, for a
    /// constant). Items are views (`UIView`) or layout guides (`UILayoutGuide`).
    public convenience init(item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation,
                            toItem view2: Any?, attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat) {
        self.init(first: view1 as AnyObject, attr1, relation, second: view2.map { $0 as AnyObject }, attr2,
                  multiplier: multiplier, constant: c)
    }

    init(first: AnyObject, _ firstAttribute: Attribute, _ relation: Relation, second: AnyObject?, _ secondAttribute: Attribute,
         multiplier: CGFloat, constant: CGFloat) {
        firstReference = LayoutItemReference(first)
        storedFirstAttribute = firstAttribute
        storedRelation = relation
        secondReference = LayoutItemReference(second)
        storedSecondAttribute = second == nil ? .notAnAttribute : secondAttribute
        storedMultiplier = multiplier
        storedConstant = constant
        super.init()
    }

    /// Whether the constraint takes part in layout. Setting it installs the constraint on its
    /// items' nearest common ancestor, or takes it off the view it is installed on.
    open var isActive: Bool {
        get { ownerView != nil }
        set {
            guard newValue != isActive else { return }
            if newValue {
                guard let owner = commonAncestor() else {
                    (firstItem as? LayoutItem)?.layoutOwningView?.layoutMessageLog.record(.noCommonAncestor, message: noCommonAncestorMessage)
                    return
                }
                owner.addConstraint(self)
            } else {
                ownerView?.removeConstraint(self)
            }
        }
    }

    /// Activates each constraint (faster than one at a time in UIKit; the same here).
    public class func activate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = true }
    }

    /// Deactivates each constraint.
    public class func deactivate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = false }
    }

    /// The first item's anchor for the first attribute.
    open var firstAnchor: NSLayoutAnchor<AnyObject> {
        NSLayoutAnchor(item: firstItem as? LayoutItem, attribute: firstAttribute)
    }

    /// The second item's anchor, `nil` for a constraint to a constant.
    open var secondAnchor: NSLayoutAnchor<AnyObject>? {
        guard let second = secondItem as? LayoutItem else { return nil }
        return NSLayoutAnchor(item: second, attribute: secondAttribute)
    }

    // MARK: Where it goes

    /// The nearest view that is an ancestor of (or is) every item's view.
    func commonAncestor() -> UIView? {
        guard let first = (firstItem as? LayoutItem)?.layoutOwningView else { return nil }
        guard let secondItem else { return first }
        guard let second = (secondItem as? LayoutItem)?.layoutOwningView else { return nil }
        var chain: Set<ObjectIdentifier> = []
        var current: UIView? = first
        while let view = current {
            chain.insert(ObjectIdentifier(view))
            current = view.superview
        }
        current = second
        while let view = current {
            if chain.contains(ObjectIdentifier(view)) { return view }
            current = view.superview
        }
        return nil
    }

    /// Whether the constraint relates the item (its view, or a guide of it).
    func refers(toViewIn subtree: UIView) -> Bool {
        [firstItem, secondItem].contains { item in
            guard let view = (item as? LayoutItem)?.layoutOwningView else { return false }
            return view.isDescendant(of: subtree)
        }
    }

    // MARK: Describing

    /// CellKit's own (UIKit has only `description`): the constraint as UIKit's console
    /// describes it, without addresses:
    /// `'identifier' UILabel.leading == UIView.leading + 20`, with the priority when below 1000.
    public var layoutDescription: String {
        var text = identifier.map { "'\(VisibleText.sanitize($0))' " } ?? ""
        text += "\(Self.name(of: firstItem)).\(firstAttribute.name) \(relation.symbol) "
        var rhs: [String] = []
        if let secondItem {
            let base = "\(Self.name(of: secondItem)).\(secondAttribute.name)"
            rhs.append(multiplier == 1 ? base : "\(Self.number(multiplier))*\(base)")
            if constant != 0 { rhs.append((constant < 0 ? "- " : "+ ") + Self.number(abs(constant))) }
        } else {
            rhs.append(Self.number(constant))
        }
        text += rhs.joined(separator: " ")
        if !priority.isRequired { text += " @\(Self.number(CGFloat(priority.rawValue)))" }
        return text
    }

    private static func name(of item: AnyObject?) -> String {
        (item as? LayoutItem)?.layoutName ?? "(gone)"
    }

    static func number(_ value: CGFloat) -> String {
        guard value.isFinite else { return "\(value)" }
        if value == value.rounded(), abs(value) < 1e9 { return "\(Int(saturating: value))" }
        return "\(value)"
    }

    private var noCommonAncestorMessage: String {
        "Unable to activate constraint \(layoutDescription) because its items have no common ancestor. "
            + "Does the constraint reference items in different view hierarchies? That's illegal."
    }
}
