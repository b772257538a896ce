import Accessibility
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

    /// What few responders set (most accessibility settings, a paste configuration, handlers),
    /// made on the first setting (`ResponderRareState`).
    @exclusivity(unchecked) private var rare: ResponderRareState?
    private var madeRare: ResponderRareState {
        if let rare { return rare }
        let made = ResponderRareState()
        rare = made
        return made
    }

    // MARK: The responder chain and touches

    /// The next responder in the chain: a view's view controller or superview, a view
    /// controller's view's superview. Nil here.
    open var next: UIResponder? { nil }

    /// A finger touched down. The default passes the touches to the next responder, as UIKit's.
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        if let next { next.touchesBegan(touches, with: event) } else { event?.passedThroughChain = true }
    }

    /// A finger moved. The default passes the touches on. [sim] Rotor's finger does not move
    /// while touching down, so it is never sent.
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        if let next { next.touchesMoved(touches, with: event) } else { event?.passedThroughChain = true }
    }

    /// A finger lifted. The default passes the touches on.
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        if let next { next.touchesEnded(touches, with: event) } else { event?.passedThroughChain = true }
    }

    /// The touches were cancelled. The default passes them on.
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        if let next { next.touchesCancelled(touches, with: event) } else { event?.passedThroughChain = true }
    }

    /// The estimated properties of touches were updated. Never sent: a finger has none.
    open func touchesEstimatedPropertiesUpdated(_ touches: Set<UITouch>) {}

    /// Called after the object is loaded from a nib or storyboard (UIKit declares it on
    /// `NSObject`; CellKit on the classes apps override it in). CellKit loads no nibs, so it is
    /// never called: set up in `init(frame:)`, `viewDidLoad()` or `init(style:reuseIdentifier:)`.
    open func awakeFromNib() {}

    /// Tells screen readers that what they read of this object may have changed. An object
    /// that is not a view is reached only through `accessibilityElements` lists: the screen
    /// whose walk listed it last (`storedClock`) hears of it, or its container view's.
    func accessibilityTreeDidChange() {
        listingClock?.listedElementsMayHaveChanged()
    }

    /// Says that something read only when it is spoken changed (a label, a value, a hint): no
    /// kept answer holds it.
    func accessibilityContentDidChange() {}

    /// CellKit's own: for a view, its screen's clock, found through its superview
    /// (`UIView.treeClock`); for another object, the clock of the screen whose walk listed it
    /// last.
    @exclusivity(unchecked) var storedClock: ViewTreeClock?

    /// The clock that hears of changes to an object that is not a view.
    private var listingClock: ViewTreeClock? {
        if let storedClock { return storedClock.resolved }
        return ((self as? UIAccessibilityElement)?.accessibilityContainer as? UIView)?.knownTreeClock
    }

    /// CellKit's own: notes that a screen reader's walk on `clock`'s screen listed this object,
    /// so that its changes reach that screen.
    package func noteListed(on clock: ViewTreeClock) {
        if storedClock !== clock { storedClock = clock }
    }

    // MARK: First responder

    /// Whether this object is the first responder (a text field or text view being edited).
    /// CellKit keeps no responder chain: only its text controls become first responder.
    open var isFirstResponder: Bool { false }

    /// Whether the object can become first responder: `false`, as UIKit's default; CellKit's text
    /// controls become first responder through `becomeFirstResponder()` whatever this says.
    open var canBecomeFirstResponder: Bool { false }

    /// Whether the object gives up first responder when asked: `true`, as UIKit's default.
    open var canResignFirstResponder: Bool { true }

    /// Asks to become the first responder; `false` for objects that cannot (all but CellKit's
    /// text controls), as UIKit's default `canBecomeFirstResponder` is `false`.
    @discardableResult
    open func becomeFirstResponder() -> Bool { false }

    /// Gives up first responder; `true`, as UIKit's default.
    @discardableResult
    open func resignFirstResponder() -> Bool { true }

    /// CellKit's own: `view` becomes the first responder of its screen (the views joined to it,
    /// as a window and its subviews); the one before it there resigns, as in UIKit, where a
    /// window has one first responder at a time. Two screens in one process (two tests, a
    /// capture beside its source) each keep their own.
    package static func takeFirstResponder(_ view: UIView) {
        let tree = view.viewTree
        let previous = tree.firstResponder.view
        tree.firstResponder = ViewReference(view)
        if let previous, previous !== view { previous.resignFirstResponder() }
    }

    // MARK: UIAccessibility

    /// Whether VoiceOver treats this object as one element. Views default to `false`, labels and
    /// `UIAccessibilityElement`s to `true`, as in UIKit.
    open var isAccessibilityElement: Bool {
        get { storedIsAccessibilityElement }
        set {
            guard newValue != storedIsAccessibilityElement else { return }
            storedIsAccessibilityElement = newValue
            accessibilityTreeDidChange()
        }
    }
    @exclusivity(unchecked) private var storedIsAccessibilityElement: Bool = false
    open var accessibilityLabel: String? {
        get { storedAccessibilityLabel }
        set {
            storedAccessibilityLabel = newValue
            accessibilityContentDidChange()
        }
    }
    private var storedAccessibilityLabel: String? {
        get { rare?.accessibilityLabel }
        set { if rare != nil || newValue != nil { madeRare.accessibilityLabel = newValue } }
    }
    open var accessibilityValue: String? {
        get { storedAccessibilityValue }
        set {
            storedAccessibilityValue = newValue
            accessibilityContentDidChange()
        }
    }
    private var storedAccessibilityValue: String? {
        get { rare?.accessibilityValue }
        set { if rare != nil || newValue != nil { madeRare.accessibilityValue = newValue } }
    }
    open var accessibilityHint: String? {
        get { storedAccessibilityHint }
        set {
            storedAccessibilityHint = newValue
            accessibilityContentDidChange()
        }
    }
    private var storedAccessibilityHint: String? {
        get { rare?.accessibilityHint }
        set { if rare != nil || newValue != nil { madeRare.accessibilityHint = newValue } }
    }
    /// The words a user may say or type to name this element (Voice Control, Full Keyboard
    /// Access): the first is the preferred one. VoiceOver does not speak them; Rotor shows them
    /// in the inspector and `--elements`. Empty when none are set, as in UIKit.
    open var accessibilityUserInputLabels: [String]! {
        get { storedAccessibilityUserInputLabels ?? [] }
        set {
            storedAccessibilityUserInputLabels = newValue
            accessibilityContentDidChange()
        }
    }
    private var storedAccessibilityUserInputLabels: [String]? {
        get { rare?.accessibilityUserInputLabels }
        set { if rare != nil || newValue != nil { madeRare.accessibilityUserInputLabels = newValue } }
    }
    open var accessibilityTraits: UIAccessibilityTraits {
        get { storedAccessibilityTraits }
        set {
            guard newValue != storedAccessibilityTraits else { return }
            storedAccessibilityTraits = newValue
            accessibilityTreeDidChange()
        }
    }
    @exclusivity(unchecked) private var storedAccessibilityTraits: UIAccessibilityTraits = .none

    /// Whether the element shows what it discloses (iOS 18): VoiceOver says "Expanded" or
    /// "Collapsed" and hints how to change it. `.unsupported` by default.
    open var accessibilityExpandedStatus: UIAccessibility.ExpandedStatus {
        get { storedAccessibilityExpandedStatus }
        set {
            guard newValue != storedAccessibilityExpandedStatus else { return }
            storedAccessibilityExpandedStatus = newValue
            accessibilityContentDidChange()
        }
    }
    private var storedAccessibilityExpandedStatus: UIAccessibility.ExpandedStatus {
        get { rare?.accessibilityExpandedStatus ?? .unsupported }
        set { if rare != nil || newValue != .unsupported { madeRare.accessibilityExpandedStatus = newValue } }
    }

    /// CellKit's own: adds traits to the ones this object keeps, leaving those a subclass works
    /// out as it is asked (a disabled control's not-enabled, a text field's is-editing) to be
    /// worked out still: a scene's `traits` add to what the view's type has.
    package func insertAccessibilityTraits(_ traits: UIAccessibilityTraits) {
        let inserted = storedAccessibilityTraits.union(traits)
        guard inserted != storedAccessibilityTraits else { return }
        storedAccessibilityTraits = inserted
        accessibilityTreeDidChange()
    }
    /// A developer's name for the object; never spoken. CellKit's event log names views by it.
    open var accessibilityIdentifier: String? {
        get { storedAccessibilityIdentifier }
        set {
            storedAccessibilityIdentifier = newValue
            accessibilityContentDidChange()
        }
    }
    private var storedAccessibilityIdentifier: String? {
        get { rare?.accessibilityIdentifier }
        set { if rare != nil || newValue != nil { madeRare.accessibilityIdentifier = newValue } }
    }
    /// Hides this object's elements (and its own) from VoiceOver.
    open var accessibilityElementsHidden: Bool {
        get { storedAccessibilityElementsHidden }
        set {
            guard newValue != storedAccessibilityElementsHidden else { return }
            storedAccessibilityElementsHidden = newValue
            accessibilityTreeDidChange()
        }
    }
    private var storedAccessibilityElementsHidden: Bool {
        get { rare?.accessibilityElementsHidden ?? false }
        set { if rare != nil || newValue != false { madeRare.accessibilityElementsHidden = newValue } }
    }
    /// VoiceOver ignores the elements of this object's siblings while it is visible.
    open var accessibilityViewIsModal: Bool {
        get { storedAccessibilityViewIsModal }
        set {
            guard newValue != storedAccessibilityViewIsModal else { return }
            storedAccessibilityViewIsModal = newValue
            accessibilityTreeDidChange()
        }
    }
    private var storedAccessibilityViewIsModal: Bool {
        get { rare?.accessibilityViewIsModal ?? false }
        set { if rare != nil || newValue != false { madeRare.accessibilityViewIsModal = newValue } }
    }
    /// The element's frame in screen coordinates. Views and `UIAccessibilityElement`s compute it.
    open var accessibilityFrame: CGRect {
        get { storedAccessibilityFrame }
        set {
            guard newValue != storedAccessibilityFrame else { return }
            storedAccessibilityFrame = newValue
            accessibilityTreeDidChange()
        }
    }
    private var storedAccessibilityFrame: CGRect {
        get { rare?.accessibilityFrame ?? .zero }
        set { if rare != nil || newValue != .zero { madeRare.accessibilityFrame = newValue } }
    }

    /// The element's outline in screen coordinates, for an element that is not a rectangle:
    /// VoiceOver draws its cursor around the path; it orders elements by `accessibilityFrame`,
    /// and by the path's bounds only when that frame is empty (AccessibilitySnapshot's model).
    /// `nil` by default.
    open var accessibilityPath: UIBezierPath? {
        get { storedAccessibilityPath }
        set {
            guard newValue !== storedAccessibilityPath else { return }
            storedAccessibilityPath = newValue
            accessibilityTreeDidChange()
        }
    }
    private var storedAccessibilityPath: UIBezierPath? {
        get { rare?.accessibilityPath }
        set { if rare != nil || newValue !== nil { madeRare.accessibilityPath = newValue } }
    }

    /// The point VoiceOver activates, in screen coordinates: the frame's centre by default.
    open var accessibilityActivationPoint: CGPoint {
        get {
            if let explicitActivationPoint { return explicitActivationPoint }
            let frame = accessibilityFrame
            if let offset = activationPointInFrame { return CGPoint(x: frame.minX + offset.x, y: frame.minY + offset.y) }
            return CGPoint(x: frame.midX, y: frame.midY)
        }
        set {
            explicitActivationPoint = newValue
            accessibilityContentDidChange()
        }
    }
    private var explicitActivationPoint: CGPoint? {
        get { rare?.explicitActivationPoint }
        set { if rare != nil || newValue != nil { madeRare.explicitActivationPoint = newValue } }
    }
    /// Whether the activation point was set as a screen point.
    var hasExplicitActivationPoint: Bool { explicitActivationPoint != nil }

    /// CellKit's own: the activation point as an offset from the top left of the element's
    /// frame, so that it moves with the element (UIKit's is a fixed screen point, which an app
    /// sets again whenever the element moves; a scene file cannot). A screen point set with
    /// `accessibilityActivationPoint` wins.
    package var activationPointInFrame: CGPoint? {
        get { storedActivationPointInFrame }
        set {
            storedActivationPointInFrame = newValue
            accessibilityContentDidChange()
        }
    }
    private var storedActivationPointInFrame: CGPoint? {
        get { rare?.activationPointInFrame }
        set { if rare != nil || newValue != nil { madeRare.activationPointInFrame = newValue } }
    }

    /// The element's actions, listed in the Actions rotor before its drags and drops. A
    /// container that is not an element passes its actions to the elements inside it.
    open var accessibilityCustomActions: [UIAccessibilityCustomAction]? {
        get { storedAccessibilityCustomActions }
        set {
            storedAccessibilityCustomActions = newValue
            accessibilityContentDidChange()
        }
    }
    private var storedAccessibilityCustomActions: [UIAccessibilityCustomAction]? {
        get { rare?.accessibilityCustomActions }
        set { if rare != nil || newValue != nil { madeRare.accessibilityCustomActions = newValue } }
    }

    /// Rotors of the app's own, in VoiceOver's rotor while the focus is on this element or on
    /// an element inside this container.
    open var accessibilityCustomRotors: [UIAccessibilityCustomRotor]? {
        get { storedAccessibilityCustomRotors }
        set {
            storedAccessibilityCustomRotors = newValue
            // A screen reader keeps the rotors around the focus (a list as long as the app's),
            // so a new list is a change it hears of (`ViewChange.element`), not content read
            // again at every step.
            accessibilityTreeDidChange()
        }
    }
    private var storedAccessibilityCustomRotors: [UIAccessibilityCustomRotor]? {
        get { rare?.accessibilityCustomRotors }
        set { if rare != nil || newValue != nil { madeRare.accessibilityCustomRotors = newValue } }
    }

    // MARK: Keyboard notifications

    /// Posted before the keyboard shows; never, in Rotor (text arrives without an on-screen
    /// keyboard). The names and keys are UIKit's, for code that observes them.
    public static let keyboardWillShowNotification = Notification.Name("UIKeyboardWillShowNotification")
    public static let keyboardDidShowNotification = Notification.Name("UIKeyboardDidShowNotification")
    public static let keyboardWillHideNotification = Notification.Name("UIKeyboardWillHideNotification")
    public static let keyboardDidHideNotification = Notification.Name("UIKeyboardDidHideNotification")
    public static let keyboardWillChangeFrameNotification = Notification.Name("UIKeyboardWillChangeFrameNotification")
    public static let keyboardDidChangeFrameNotification = Notification.Name("UIKeyboardDidChangeFrameNotification")
    public static let keyboardFrameBeginUserInfoKey = "UIKeyboardFrameBeginUserInfoKey"
    public static let keyboardFrameEndUserInfoKey = "UIKeyboardFrameEndUserInfoKey"
    public static let keyboardAnimationDurationUserInfoKey = "UIKeyboardAnimationDurationUserInfoKey"
    public static let keyboardAnimationCurveUserInfoKey = "UIKeyboardAnimationCurveUserInfoKey"
    public static let keyboardIsLocalUserInfoKey = "UIKeyboardIsLocalUserInfoKey"

    // MARK: Paste configuration

    /// The types of data the responder takes when pasted (and, on a view, dropped); `nil` for
    /// none, the default. A view with one accepts drops of those types, as UIKit gives it a drop
    /// interaction, and the drop calls `paste(itemProviders:)`.
    open var pasteConfiguration: UIPasteConfiguration? {
        get { storedPasteConfiguration }
        set {
            storedPasteConfiguration = newValue
            (self as? UIView)?.updatePasteDrop()
        }
    }
    private var storedPasteConfiguration: UIPasteConfiguration? {
        get { rare?.pasteConfiguration }
        set { if rare != nil || newValue != nil { madeRare.pasteConfiguration = newValue } }
    }

    /// Whether the responder can take these items now: by default, whether one of them offers a
    /// type the paste configuration accepts.
    open func canPaste(_ itemProviders: [NSItemProvider]) -> Bool {
        guard let configuration = pasteConfiguration else { return false }
        return itemProviders.contains(where: configuration.accepts)
    }

    /// Takes pasted (or, on a view, dropped) items. The default does nothing; override it.
    open func paste(itemProviders: [NSItemProvider]) {}

    // MARK: UIAccessibilityContainer

    /// What kind of group this container's elements form.
    open var accessibilityContainerType: UIAccessibilityContainerType {
        get { storedAccessibilityContainerType }
        set {
            guard newValue != storedAccessibilityContainerType else { return }
            storedAccessibilityContainerType = newValue
            accessibilityTreeDidChange()
        }
    }
    private var storedAccessibilityContainerType: UIAccessibilityContainerType {
        get { rare?.accessibilityContainerType ?? .none }
        set { if rare != nil || newValue != .none { madeRare.accessibilityContainerType = newValue } }
    }

    /// The elements inside this container, in the order VoiceOver visits them; `nil` lets
    /// VoiceOver find them in the view hierarchy.
    open var accessibilityElements: [Any]? {
        get { rare?.accessibilityElements }
        set {
            if rare != nil || newValue != nil { madeRare.accessibilityElements = newValue }
            accessibilityTreeDidChange()
        }
    }

    /// Whether VoiceOver reads the elements inside this view together, before or after the
    /// elements around it, rather than ordering them among their neighbours by place.
    open var shouldGroupAccessibilityChildren: Bool {
        get { rare?.shouldGroupAccessibilityChildren ?? false }
        set {
            if rare != nil || newValue != false { madeRare.shouldGroupAccessibilityChildren = newValue }
            accessibilityTreeDidChange()
        }
    }

    // MARK: UIAccessibilityDragging

    /// Where drags start on this element. `nil` (the default) exposes the drag interactions of
    /// the element's own view and its subtree automatically; `[]` exposes none.
    open var accessibilityDragSourceDescriptors: [UIAccessibilityLocationDescriptor]? {
        get { rare?.accessibilityDragSourceDescriptors }
        set {
            if rare != nil || newValue != nil { madeRare.accessibilityDragSourceDescriptors = newValue }
            accessibilityContentDidChange()
        }
    }
    /// Where drops land on this element. `nil` (the default) exposes the drop interactions of
    /// the element's own view and its subtree automatically; `[]` exposes none.
    open var accessibilityDropPointDescriptors: [UIAccessibilityLocationDescriptor]? {
        get { rare?.accessibilityDropPointDescriptors }
        set {
            if rare != nil || newValue != nil { madeRare.accessibilityDropPointDescriptors = newValue }
            accessibilityContentDidChange()
        }
    }

    // MARK: UIAccessibilityFocus

    /// Sent after VoiceOver has moved its focus to this element. Does nothing by default:
    /// override it to follow VoiceOver (UIKit's `UIAccessibilityFocus`).
    open func accessibilityElementDidBecomeFocused() {}

    /// Sent after VoiceOver has moved its focus from this element to another. Does nothing by
    /// default.
    open func accessibilityElementDidLoseFocus() {}

    /// Whether VoiceOver's focus is on this element.
    open func accessibilityElementIsFocused() -> Bool { rare?.isVoiceOverFocused ?? false }

    /// CellKit's own: a screen reader's focus came to this element (`true`) or left it: records
    /// it for `accessibilityElementIsFocused()`, then sends the element UIKit's message.
    package func voiceOverFocusDidChange(to focused: Bool) {
        if rare != nil || focused { madeRare.isVoiceOverFocused = focused }
        if focused { accessibilityElementDidBecomeFocused() } else { accessibilityElementDidLoseFocus() }
    }

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

    /// Scrolls the content by a page in `direction` (VoiceOver's three-finger swipe), as UIKit
    /// asks the focused element and then each container up to the window. Returns whether it
    /// scrolled; post `UIAccessibility.Notification.pageScrolled` with what to say of the new
    /// position. Nothing scrolls by default.
    open func accessibilityScroll(_ direction: UIAccessibilityScrollDirection) -> Bool { false }

    /// CellKit's own: what `accessibilityPerformEscape()` does when no subclass overrides it, so
    /// that an object described without a subclass (a scene's view) can handle the escape. It
    /// returns whether it handled it; `nil` does nothing, as UIKit's default.
    package var escapeHandler: (@MainActor () -> Bool)? {
        get { rare?.escapeHandler }
        set { if rare != nil || newValue != nil { madeRare.escapeHandler = newValue } }
    }
    /// CellKit's own: what `accessibilityPerformMagicTap()` does when no subclass overrides it.
    package var magicTapHandler: (@MainActor () -> Bool)? {
        get { rare?.magicTapHandler }
        set { if rare != nil || newValue != nil { madeRare.magicTapHandler = newValue } }
    }

    /// CellKit's own: custom content for an object described without a subclass (a scene's
    /// view), which cannot adopt `AXCustomContentProvider`. The screen reader reads it only when
    /// the object does not adopt the protocol; read when spoken, so nothing kept goes stale.
    package var sceneCustomContent: [AXCustomContent] {
        get { rare?.sceneCustomContent ?? [] }
        set {
            if rare != nil || !newValue.isEmpty { madeRare.sceneCustomContent = newValue }
            accessibilityContentDidChange()
        }
    }
}
