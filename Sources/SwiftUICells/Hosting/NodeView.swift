/// The CellKit view of a resolved node: placed where layout put the node, an element when the
/// node is one, holding the node's interactions and what a double tap does.
final class NodeView: UIView, HostedElement {
    /// What a double tap does: a button's action, a toggle's flip, a tap gesture.
    var activation: (() -> Void)?
    var customContentEntries: [CustomContentEntry] = []
    /// The custom content VoiceOver reads (`accessibilityCustomContent` modifiers).
    var accessibilityCustomContent: [AXCustomContent]! = []
    /// The label drawing a text node, the image view drawing a symbol, the switch drawing a
    /// toggle: never elements themselves.
    var textLabel: UILabel?
    var imageView: UIImageView?
    var switchView: UISwitch?
    /// The delegates of the node's interactions: UIKit's interactions hold them weakly.
    var dragSource: DragSource?
    var dropTargets: [DropTarget] = []
    var sortPriority: Double = 0
    /// What a long press on the view runs, and the recognizer that hears it.
    var longPressAction: (() -> Void)?
    var longPressRecognizer: UILongPressGestureRecognizer?

    /// What swiping up (+1) or down (-1) does to an adjustable node: a picker's next option.
    var adjust: ((Int) -> Void)?

    var voiceOverFocusChanged: ((Bool) -> Void)?

    override func accessibilityElementDidBecomeFocused() {
        voiceOverFocusChanged?(true)
    }

    override func accessibilityElementDidLoseFocus() {
        voiceOverFocusChanged?(false)
    }

    override func accessibilityIncrement() {
        adjust?(1)
        settleHost()
    }

    override func accessibilityDecrement() {
        adjust?(-1)
        settleHost()
    }

    override func accessibilityActivate() -> Bool {
        guard let activation else { return false }
        activation()
        settleHost()
        return true
    }

    /// Evaluates the hosted tree again now if what just ran changed it, so that VoiceOver reads
    /// the new value (a toggle's "On") as it reads a UIKit control's right after the tap.
    func settleHost() {
        Self.settleHost(from: self)
    }

    /// Lays out the hosting view `view` is in, if it is in one, and evaluates its tree again if
    /// what just ran changed it or the tree that presents it as a sheet.
    static func settleHost(from view: UIView) {
        var ancestor = view.superview
        while let view = ancestor, !(view is HostingView) {
            ancestor = view.superview
        }
        guard let hosting = ancestor as? HostingView else { return }
        hosting.layoutIfNeeded()
        hosting.update()
    }

    /// The subviews drawing this node's own content, before its children's views.
    var contentViews: [UIView] {
        [textLabel, imageView, switchView].compactMap { $0 }
    }
}

/// The field of a `TextField`: CellKit's text field, whose text, however it is set, is written to
/// the field's binding.
final class HostedTextField: UITextField {
    /// Writes a new text to the binding.
    var onTextChange: ((String) -> Void)?

    override var text: String? {
        didSet {
            if text != oldValue { onTextChange?(text ?? "") }
        }
    }
}

/// The scroll view of a `ScrollView`.
final class ScrollNodeView: UIScrollView {
    var sortPriority: Double = 0
}
