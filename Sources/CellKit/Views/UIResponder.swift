import Foundation

/// The base of views and accessibility elements. UIKit declares the accessibility properties on
/// `NSObject` through informal protocols; Swift on Linux cannot add stored properties to
/// `NSObject`, so CellKit declares them here, where every object that can be an element inherits
/// them. Overriding a getter (as the talk's contact card does) works the same.
@MainActor
open class UIResponder: NSObject {
    public override init() {
        super.init()
    }

    /// Tells screen readers that what they read of this object may have changed. An object
    /// that is not a view is reached only through `accessibilityElements` lists.
    func accessibilityTreeDidChange() {
        ViewTreeGeneration.listedElementsMayHaveChanged()
    }

    // MARK: UIAccessibility

    /// Whether VoiceOver treats this object as one element. Views default to `false`, labels and
    /// `UIAccessibilityElement`s to `true`, as in UIKit.
    @exclusivity(unchecked) open var isAccessibilityElement = false {
        didSet { accessibilityTreeDidChange() }
    }
    @exclusivity(unchecked) open var accessibilityLabel: String?
    @exclusivity(unchecked) open var accessibilityValue: String?
    @exclusivity(unchecked) open var accessibilityHint: String?
    @exclusivity(unchecked) open var accessibilityTraits: UIAccessibilityTraits = .none {
        didSet { accessibilityTreeDidChange() }
    }
    /// A developer's name for the object; never spoken. CellKit's event log names views by it.
    @exclusivity(unchecked) open var accessibilityIdentifier: String?
    /// Hides this object's elements (and its own) from VoiceOver.
    @exclusivity(unchecked) open var accessibilityElementsHidden = false {
        didSet { accessibilityTreeDidChange() }
    }
    /// VoiceOver ignores the elements of this object's siblings while it is visible.
    @exclusivity(unchecked) open var accessibilityViewIsModal = false {
        didSet { accessibilityTreeDidChange() }
    }

    /// The element's frame in screen coordinates. Views and `UIAccessibilityElement`s compute it.
    @exclusivity(unchecked) open var accessibilityFrame: CGRect = .zero {
        didSet { accessibilityTreeDidChange() }
    }

    /// The point VoiceOver activates, in screen coordinates: the frame's centre by default.
    open var accessibilityActivationPoint: CGPoint {
        get {
            if let explicitActivationPoint { return explicitActivationPoint }
            let frame = accessibilityFrame
            if let offset = activationPointInFrame { return CGPoint(x: frame.minX + offset.x, y: frame.minY + offset.y) }
            return CGPoint(x: frame.midX, y: frame.midY)
        }
        set { explicitActivationPoint = newValue }
    }
    @exclusivity(unchecked) private var explicitActivationPoint: CGPoint?
    /// Whether the activation point was set as a screen point.
    var hasExplicitActivationPoint: Bool { explicitActivationPoint != nil }

    /// CellKit's own: the activation point as an offset from the top left of the element's
    /// frame, so that it moves with the element (UIKit's is a fixed screen point, which an app
    /// sets again whenever the element moves; a scene file cannot). A screen point set with
    /// `accessibilityActivationPoint` wins.
    @exclusivity(unchecked) package var activationPointInFrame: CGPoint?

    /// The element's actions, listed in the Actions rotor before its drags and drops. A
    /// container that is not an element passes its actions to the elements inside it.
    @exclusivity(unchecked) open var accessibilityCustomActions: [UIAccessibilityCustomAction]?

    // MARK: UIAccessibilityContainer

    /// What kind of group this container's elements form.
    @exclusivity(unchecked) open var accessibilityContainerType: UIAccessibilityContainerType = .none {
        didSet { accessibilityTreeDidChange() }
    }

    /// The elements inside this container, in the order VoiceOver visits them; `nil` lets
    /// VoiceOver find them in the view hierarchy.
    open var accessibilityElements: [Any]? {
        didSet { accessibilityTreeDidChange() }
    }

    /// Whether VoiceOver reads the elements inside this view together, before or after the
    /// elements around it, rather than ordering them among their neighbours by place.
    open var shouldGroupAccessibilityChildren = false {
        didSet { accessibilityTreeDidChange() }
    }

    // MARK: UIAccessibilityDragging

    /// Where drags start on this element. `nil` (the default) exposes the drag interactions of
    /// the element's own view and its subtree automatically; `[]` exposes none.
    @exclusivity(unchecked) open var accessibilityDragSourceDescriptors: [UIAccessibilityLocationDescriptor]?
    /// Where drops land on this element. `nil` (the default) exposes the drop interactions of
    /// the element's own view and its subtree automatically; `[]` exposes none.
    @exclusivity(unchecked) open var accessibilityDropPointDescriptors: [UIAccessibilityLocationDescriptor]?

    // MARK: UIAccessibilityAction

    /// Performs the element's default action (a double tap). Returns whether it did anything.
    open func accessibilityActivate() -> Bool { false }

    /// Raises an adjustable element's value (a swipe up).
    open func accessibilityIncrement() {}

    /// Lowers an adjustable element's value (a swipe down).
    open func accessibilityDecrement() {}

    /// Dismisses what is shown (the two-finger scrub). Returns whether it did.
    open func accessibilityPerformEscape() -> Bool { escapeHandler?() ?? false }

    /// Performs the most useful action of the screen (a two-finger double tap, "magic tap").
    /// Returns whether it did anything.
    open func accessibilityPerformMagicTap() -> Bool { magicTapHandler?() ?? false }

    /// CellKit's own: what `accessibilityPerformEscape()` does when no subclass overrides it, so
    /// that an object described without a subclass (a scene's view) can handle the escape. It
    /// returns whether it handled it; `nil` does nothing, as UIKit's default.
    package var escapeHandler: (@MainActor () -> Bool)?
    /// CellKit's own: what `accessibilityPerformMagicTap()` does when no subclass overrides it.
    package var magicTapHandler: (@MainActor () -> Bool)?
}
