import Foundation

/// One of a `UIStepper`'s two buttons (UIKit's are private): what VoiceOver visits. Its label is
/// UIKit's "Decrement" or "Increment" (said in the screen reader's language), it is a button,
/// and, before iOS 26, "Dimmed" when it cannot move the value further: iOS 26's button at its
/// limit keeps no `notEnabled` trait, though it is drawn dim and a press does nothing
/// (AccessibilitySnapshot's stepper-at-minimum reference images, iOS 17.5 and 18.5 against 26.2).
@MainActor
final class StepperButton: UIView, SystemWording {
    enum Direction {
        case decrement, increment
    }

    let direction: Direction
    weak var stepper: UIStepper?

    /// Never decoded: CellKit loads no archives (UIKit requires this initializer).
    required init?(coder: NSCoder) {
        nil
    }

    /// Whether the trait says "Dimmed" at a limit: on the device the stepper is made for.
    private let traitDimsAtLimit = UIDevice.current.majorVersion < 26

    init(direction: Direction) {
        self.direction = direction
        super.init(frame: .zero)
        isAccessibilityElement = true
    }

    private var isDimmed: Bool { !(stepper?.canStep(direction) ?? false) }

    override var accessibilityLabel: String? {
        get { super.accessibilityLabel ?? systemText.english }
        set { super.accessibilityLabel = newValue }
    }

    override var accessibilityTraits: UIAccessibilityTraits {
        get {
            var traits = super.accessibilityTraits.union(.button)
            if isDimmed, traitDimsAtLimit || !(stepper?.isEnabled ?? false) { traits.insert(.notEnabled) }
            return traits
        }
        set { super.accessibilityTraits = newValue }
    }

    private var systemText: SystemText { direction == .increment ? .increment : .decrement }

    var systemLabel: SystemText? { super.accessibilityLabel == nil ? systemText : nil }
    var systemValue: SystemText? { nil }
    /// The stepper's new value: what VoiceOver says after a press.
    var valueSpokenAfterActivation: String? { stepper?.spokenValue }

    override func handleSimulatedTap(at point: CGPoint) -> Bool {
        guard let stepper, !isDimmed else { return false }
        stepper.step(direction)
        return true
    }

    override func draw(_ rect: CGRect, in context: CellContext) {
        let text = direction == .increment ? "+" : "−"
        context.drawText(text, at: context.centredOrigin(columns: 1, in: CGRect(origin: .zero, size: bounds.size)), style: CellStyle(isDim: isDimmed, isReversed: true))
    }
}
