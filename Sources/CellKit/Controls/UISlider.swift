import Foundation

/// A value between a minimum and a maximum, adjustable by VoiceOver: each swipe moves it by a
/// tenth of the range, as UIKit's slider does, and sends `valueChanged`. Its accessibility
/// value is the position as a percentage.
@preconcurrency @MainActor
open class UISlider: UIControl {
    open var minimumValue: Float = 0 {
        didSet { noteChange(.content) }
    }
    open var maximumValue: Float = 1 {
        didSet { noteChange(.content) }
    }
    open var value: Float = 0 {
        didSet { noteChange(.content) }
    }

    /// CellKit loads no archives (there are no storyboards): this always fails, decoding nothing.
    public required init?(coder: NSCoder) {
        nil
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        accessibilityTraits = .adjustable
    }

    open func setValue(_ value: Float, animated: Bool) {
        self.value = min(maximumValue, max(minimumValue, value))
    }

    /// Where the value sits in the range, from 0 to 1.
    var fraction: Float {
        maximumValue > minimumValue ? (value - minimumValue) / (maximumValue - minimumValue) : 0
    }

    open override var accessibilityValue: String? {
        get { super.accessibilityValue ?? "\(Int(saturating: (fraction * 100).rounded()))%" }
        set { super.accessibilityValue = newValue }
    }

    open override func accessibilityIncrement() { step(by: 1) }
    open override func accessibilityDecrement() { step(by: -1) }

    private func step(by direction: Float) {
        guard isEnabled else { return }
        let old = value
        setValue(value + direction * (maximumValue - minimumValue) / 10, animated: false)
        if value != old { sendActions(for: .valueChanged) }
    }

    /// A tap does not move a slider; only dragging its thumb would.
    open override func controlWasTapped() {}

    /// One row high; no width of its own (it stretches to what its constraints give), as in UIKit.
    open override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: lineHeight)
    }

    open override func draw(_ rect: CGRect, in context: CellContext) {
        let metrics = context.metrics
        let width = max(3, metrics.wholeColumns(bounds.width))
        let thumb = Int(saturating: (fraction * Float(width - 1)).rounded())
        // Only the columns in view are made: a slider may be far wider than the screen.
        let visible = context.clip.offsetBy(dx: -context.origin.x, dy: -context.origin.y).cellRange.columns
        let columns = (0..<width).clamped(to: visible)
        let track = columns.map { $0 == thumb ? "●" : ($0 < thumb ? "━" : "─") }.joined()
        context.drawText(track, at: CGPoint(x: metrics.width(ofColumns: columns.lowerBound),
                                            y: context.middleRow(of: CGRect(origin: .zero, size: bounds.size))),
                         style: CellStyle(isDim: !isEnabled))
    }
}
