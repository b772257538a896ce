/// What modifiers attach to a node: its accessibility, its gestures, its drag and drop.
@MainActor
struct NodeAttributes {
    var label: String?
    var value: String?
    var hint: String?
    var addedTraits: UIAccessibilityTraits = []
    var removedTraits: UIAccessibilityTraits = []
    var isHidden = false
    var childBehavior: AccessibilityChildBehavior?
    var actions: [(name: String, handler: () -> Void)] = []
    var sortPriority: Double = 0
    var dragPoints: [(point: UnitPoint, name: String)] = []
    var dropPoints: [(point: UnitPoint, name: String)] = []
    var identifier: String?
    var onTap: (() -> Void)?
    /// Set by `onLongPressGesture` and long press gestures: what VoiceOver's double tap and
    /// hold, passed through as a long press, runs.
    var onLongPress: (() -> Void)?
    /// Set by `accessibilityAdjustableAction`: what VoiceOver's swipe up or down does.
    var adjustableAction: ((AccessibilityAdjustmentDirection) -> Void)?
    var onAppear: [() -> Void] = []
    var opacity: Double = 1
    var dragSource: DragSource?
    var dropTargets: [DropTarget] = []
    /// What identifies the view among a picker's options.
    var tag: AnyHashable?
    /// Set by `contentShape`: a layout wrapper keeps what is attached to it.
    var hasContentShape = false
    /// Set by `moveDisabled(true)`: the list row may not move.
    var isMoveDisabled = false
    /// Set by `accessibilityFocused`: whether the view's focus state asks for VoiceOver now.
    var takesFocus: (() -> Bool)?
    /// Set by `accessibilityFocused`: tells the view's focus state that VoiceOver's focus came
    /// to the view (`true`) or left it.
    var focusChanged: ((Bool) -> Void)?
    /// Set by `accessibilityCustomContent`: the entries VoiceOver offers in More Content.
    var customContent: [CustomContentEntry] = []
    /// Set by `tabItem(_:)`: the label of the view's tab in a `TabView`.
    var tabItem: (any View)?
    /// The traits of a view that holds elements without being one: a tab bar's `.tabBar`.
    var containerTraits: UIAccessibilityTraits = []
    /// Set by `accessibilityRotor`: the rotors VoiceOver offers in the view.
    var rotors: [HostedRotor] = []
    /// Set by `accessibilityInputLabels`: UIKit's `accessibilityUserInputLabels`.
    var inputLabels: [String]?
    /// A button's role (`Button(role:)`), which an alert's actions follow.
    var buttonRole: ButtonRole?

    /// Whether the node acts on its own: a tap, actions, a drag or a drop. A container that does
    /// is read as one element [sim].
    var isInteractive: Bool {
        onTap != nil || adjustableAction != nil || !actions.isEmpty || dragSource != nil || !dropTargets.isEmpty
            || !dragPoints.isEmpty || !dropPoints.isEmpty
    }

    /// Whether a modifier said what VoiceOver reads.
    var describes: Bool {
        label != nil || value != nil || hint != nil || !addedTraits.isEmpty || !customContent.isEmpty
    }

    /// `outer`'s attributes over these: an outer modifier's text wins, lists join.
    mutating func merge(outer: NodeAttributes) {
        label = outer.label ?? label
        value = outer.value ?? value
        hint = outer.hint ?? hint
        addedTraits.formUnion(outer.addedTraits)
        removedTraits.formUnion(outer.removedTraits)
        isHidden = isHidden || outer.isHidden
        childBehavior = outer.childBehavior ?? childBehavior
        actions += outer.actions
        if outer.sortPriority != 0 { sortPriority = outer.sortPriority }
        dragPoints += outer.dragPoints
        dropPoints += outer.dropPoints
        identifier = outer.identifier ?? identifier
        onTap = outer.onTap ?? onTap
        onLongPress = outer.onLongPress ?? onLongPress
        adjustableAction = outer.adjustableAction ?? adjustableAction
        onAppear += outer.onAppear
        opacity *= outer.opacity
        dragSource = outer.dragSource ?? dragSource
        dropTargets += outer.dropTargets
        tag = outer.tag ?? tag
        tabItem = outer.tabItem ?? tabItem
        rotors += outer.rotors
        inputLabels = outer.inputLabels ?? inputLabels
        containerTraits.formUnion(outer.containerTraits)
        hasContentShape = hasContentShape || outer.hasContentShape
        isMoveDisabled = isMoveDisabled || outer.isMoveDisabled
        takesFocus = Self.either(takesFocus, outer.takesFocus)
        focusChanged = Self.both(focusChanged, outer.focusChanged)
        for entry in outer.customContent {
            customContent = CustomContentEntry.adding(entry, to: customContent)
        }
    }

    /// Whether either focus state asks for VoiceOver (each asked, so each spends its request).
    static func either(_ first: (() -> Bool)?, _ second: (() -> Bool)?) -> (() -> Bool)? {
        guard let first, let second else { return first ?? second }
        return {
            let one = first()
            let other = second()
            return one || other
        }
    }

    /// Tells both focus states of VoiceOver's focus.
    static func both(_ first: ((Bool) -> Void)?, _ second: ((Bool) -> Void)?) -> ((Bool) -> Void)? {
        guard let first, let second else { return first ?? second }
        return { focused in
            first(focused)
            second(focused)
        }
    }

    /// Only what passes from a container that is not an element to each element in it: what
    /// VoiceOver reads, not what acts.
    var readable: NodeAttributes {
        var passed = NodeAttributes()
        passed.label = label
        passed.value = value
        passed.hint = hint
        passed.addedTraits = addedTraits
        passed.removedTraits = removedTraits
        passed.isHidden = isHidden
        passed.customContent = customContent
        return passed
    }
}
