import Foundation

/// A view that turns touches into events — buttons, switches, sliders, text fields — and sends
/// actions for them.
@preconcurrency @MainActor
open class UIControl: UIView {
    /// What happened to a control.
    public struct Event: OptionSet, Sendable, Hashable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let touchUpInside = Event(rawValue: 1 << 6)
        public static let valueChanged = Event(rawValue: 1 << 12)
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        public static let editingDidBegin = Event(rawValue: 1 << 16)
        public static let editingDidEnd = Event(rawValue: 1 << 18)
    }

    /// The states a control's appearance depends on.
    public struct State: OptionSet, Sendable, Hashable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let normal = State([])
        public static let highlighted = State(rawValue: 1 << 0)
        public static let disabled = State(rawValue: 1 << 1)
        public static let selected = State(rawValue: 1 << 2)
    }

    /// A disabled control ignores touches; VoiceOver says "Dimmed".
    open var isEnabled = true {
        didSet { noteChange(.content) }
    }
    open var isSelected = false {
        didSet { noteChange(.content) }
    }

    open var state: State {
        var state = State.normal
        if !isEnabled { state.insert(.disabled) }
        if isSelected { state.insert(.selected) }
        return state
    }

    private var actions: [(action: UIAction, events: Event)] = []

    /// Whether a tap shows the control's menu (a button's `menu`) rather than sending its
    /// actions (iOS 14).
    open var showsMenuAsPrimaryAction = false {
        didSet { noteChange(.content) }
    }

    /// Whether the control's context menu interaction is on (iOS 14). Kept.
    open var isContextMenuInteractionEnabled = false {
        didSet { noteChange(.content) }
    }

    /// CellKit loads no archives (there are no storyboards): this always fails, decoding nothing.
    public required init?(coder: NSCoder) {
        nil
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        isAccessibilityElement = true
    }

    /// A control that runs `primaryAction` when it fires its primary action (a button's tap).
    public convenience init(frame: CGRect, primaryAction: UIAction?) {
        self.init(frame: frame)
        if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
        adoptPrimaryAction(primaryAction)
    }

    /// What a control takes from the action it is made with: a button its title.
    func adoptPrimaryAction(_ action: UIAction?) {}

    /// A disabled control adds `notEnabled` to whatever traits it has.
    open override var accessibilityTraits: UIAccessibilityTraits {
        get { isEnabled ? super.accessibilityTraits : super.accessibilityTraits.union(.notEnabled) }
        set { super.accessibilityTraits = newValue }
    }

    /// Runs `action` whenever one of `events` happens.
    open func addAction(_ action: UIAction, for events: Event) {
        actions.append((action, events))
    }

    open func removeAction(_ action: UIAction, for events: Event) {
        actions.removeAll { $0.action === action && $0.events == events }
    }

    /// Runs the actions registered for any of `events`, in the order they were added.
    open func sendActions(for events: Event) {
        for entry in actions where !entry.events.isDisjoint(with: events) {
            entry.action.perform(sentBy: self)
        }
    }

    /// What a tap does to this kind of control, after which its actions are sent. The control
    /// is enabled when this runs.
    open func controlWasTapped() {
        sendActions(for: [.touchUpInside, .primaryActionTriggered])
    }

    override func handleSimulatedTap(at point: CGPoint) -> Bool {
        guard isEnabled else { return false }
        controlWasTapped()
        return true
    }
}
