import Foundation

/// A pair of buttons that lower and raise a value by a step. As in UIKit, the stepper itself is
/// no element: VoiceOver visits its two buttons, "Decrement. Button." and "Increment. Button.",
/// the one that cannot move further "Dimmed" (unless the stepper wraps), and after a double tap
/// on one it says the new value [3p: AccessibilitySnapshot's stepper reference images].
@preconcurrency @MainActor
open class UIStepper: UIControl {
    /// The value, kept between `minimumValue` and `maximumValue`. 0 at first, as in UIKit.
    open var value: Double = 0 {
        didSet {
            let kept = Self.clamp(value, minimumValue, maximumValue)
            if kept != value { value = kept }
            buttonsDidChange()
        }
    }
    /// The lowest value; 0 at first. A value below it is raised to it.
    open var minimumValue: Double = 0 {
        didSet {
            if maximumValue < minimumValue { maximumValue = minimumValue }
            if value < minimumValue { value = minimumValue }
            buttonsDidChange()
        }
    }
    /// The highest value; 100 at first. A value above it is lowered to it.
    open var maximumValue: Double = 100 {
        didSet {
            if minimumValue > maximumValue { minimumValue = maximumValue }
            if value > maximumValue { value = maximumValue }
            buttonsDidChange()
        }
    }
    /// How much one press moves the value; 1 at first. UIKit accepts only a step above 0: any
    /// other is left as it was.
    open var stepValue: Double = 1 {
        didSet {
            if !(stepValue > 0) { stepValue = oldValue }
            noteChange(.content)
        }
    }
    /// Whether a press past one end goes round to the other. `false` at first.
    open var wraps = false {
        didSet { buttonsDidChange() }
    }
    /// Whether holding a button repeats it (kept for UIKit's sake: a simulated press is a tap).
    open var autorepeat = true {
        didSet { noteChange(.content) }
    }
    /// Whether each change is sent at once while a button is held (kept for UIKit's sake).
    open var isContinuous = true {
        didSet { noteChange(.content) }
    }

    /// The two buttons: decrement (leading), increment (trailing).
    private let decrementButton = StepperButton(direction: .decrement)
    private let incrementButton = StepperButton(direction: .increment)

    /// CellKit loads no archives (there are no storyboards): this always fails, decoding nothing.
    public required init?(coder: NSCoder) {
        nil
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        isAccessibilityElement = false
        for button in [decrementButton, incrementButton] {
            button.stepper = self
            addSubview(button)
        }
        setNeedsLayout()
    }

    public convenience init() {
        self.init(frame: .zero)
    }

    private static func clamp(_ value: Double, _ low: Double, _ high: Double) -> Double {
        value.isNaN ? low : min(high, max(low, value))
    }

    /// The value as VoiceOver says it after a press: a whole number without decimals ("3"),
    /// else as Swift writes it ("2.5") [sim]: UIKit's formatting is not published.
    var spokenValue: String {
        if value.rounded() == value, abs(value) < 1e15 { return String(Int64(value)) }
        return String(value)
    }

    /// Whether a press in `direction` can change the value.
    func canStep(_ direction: StepperButton.Direction) -> Bool {
        guard isEnabled else { return false }
        if wraps { return maximumValue > minimumValue }
        return direction == .increment ? value < maximumValue : value > minimumValue
    }

    /// A press on one of the buttons: the value moves by a step (round to the other end when
    /// the stepper wraps), and `valueChanged` is sent.
    func step(_ direction: StepperButton.Direction) {
        guard canStep(direction) else { return }
        let moved = direction == .increment ? value + stepValue : value - stepValue
        if wraps, moved > maximumValue {
            value = minimumValue
        } else if wraps, moved < minimumValue {
            value = maximumValue
        } else {
            value = Self.clamp(moved, minimumValue, maximumValue)
        }
        sendActions(for: [.valueChanged, .primaryActionTriggered])
    }

    private func buttonsDidChange() {
        noteChange(.content)
        decrementButton.accessibilityTreeDidChange()
        incrementButton.accessibilityTreeDidChange()
    }

    /// A tap lands on a button; one that reaches the stepper itself does nothing.
    open override func controlWasTapped() {}

    /// The buttons share the stepper's width, decrement first.
    open override func layoutSubviews() {
        let frames = EqualColumns.frames(count: 2, in: bounds, metrics: cellMetrics)
        for (button, frame) in zip([decrementButton, incrementButton], frames) where button.frame != frame {
            button.frame = frame
        }
    }
}
