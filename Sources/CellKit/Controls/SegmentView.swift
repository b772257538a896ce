import Foundation

/// One segment of a `UISegmentedControl` (UIKit's is private): what VoiceOver visits.
@MainActor
final class SegmentView: UIView {
    var title: String? {
        didSet { accessibilityTreeDidChange() }
    }
    var isSegmentEnabled = true {
        didSet { accessibilityTreeDidChange() }
    }
    /// The action of a control made from actions, run when this segment is selected.
    var action: UIAction?
    private weak var control: UISegmentedControl?

    /// Never decoded: CellKit loads no archives (UIKit requires this initializer).
    required init?(coder: NSCoder) {
        nil
    }

    init(title: String?, in control: UISegmentedControl) {
        self.title = title
        self.control = control
        super.init(frame: .zero)
        isAccessibilityElement = true
    }

    private var isSelectedSegment: Bool { control?.isSelected(self) ?? false }
    private var isDimmed: Bool { !isSegmentEnabled || !(control?.isEnabled ?? false) }

    override var accessibilityLabel: String? {
        get { super.accessibilityLabel ?? title }
        set { super.accessibilityLabel = newValue }
    }

    override var accessibilityTraits: UIAccessibilityTraits {
        get {
            var traits = super.accessibilityTraits.union(.button)
            if isSelectedSegment { traits.insert(.selected) }
            if isDimmed { traits.insert(.notEnabled) }
            return traits
        }
        set { super.accessibilityTraits = newValue }
    }

    override func handleSimulatedTap(at point: CGPoint) -> Bool {
        guard let control, !isDimmed else { return false }
        control.segmentWasTapped(self)
        return true
    }

    override func draw(_ rect: CGRect, in context: CellContext) {
        let text = title ?? ""
        let metrics = context.metrics
        // The segment's last column is the divider the control draws.
        let room = CGRect(x: 0, y: 0, width: max(0, bounds.width - metrics.pointsPerColumn), height: bounds.height)
        let start = context.centredOrigin(columns: CharacterWidth.of(text), in: room)
        let selected = isSelectedSegment
        if selected {
            context.fill(CGRect(x: 0, y: start.y, width: room.width, height: metrics.pointsPerRow), style: CellStyle(isReversed: true))
        }
        context.drawText(text, at: start, style: CellStyle(isBold: selected, isDim: isDimmed, isReversed: selected))
    }
}
