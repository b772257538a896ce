import Foundation

/// A row of segments, at most one selected. As in UIKit, the control is a container and no
/// element: each segment is one, which VoiceOver reads with its title, "Button", its place in
/// the series ("2 of 3") and "Selected" on the selected one. Tapping a segment (a double tap in
/// VoiceOver) selects it and sends `valueChanged`.
@preconcurrency @MainActor
open class UISegmentedControl: UIControl, AccessibilitySeries {
    /// `selectedSegmentIndex` when no segment is selected.
    public static let noSegment = -1

    /// The segments, in order.
    private var segments: [SegmentView] = []

    /// The selected segment, or `noSegment`. Setting it sends no action, as in UIKit.
    open var selectedSegmentIndex = UISegmentedControl.noSegment {
        didSet {
            if !segments.indices.contains(selectedSegmentIndex) { selectedSegmentIndex = Self.noSegment }
            for segment in segments { segment.accessibilityTreeDidChange() }
        }
    }

    /// When true, a tapped segment is not left selected.
    open var isMomentary = false

    open var numberOfSegments: Int { segments.count }

    /// A control with a segment for each title (`String`); other items make untitled segments.
    public init(items: [Any]?) {
        super.init(frame: .zero)
        isAccessibilityElement = false
        for item in items ?? [] { insertSegment(withTitle: item as? String, at: numberOfSegments, animated: false) }
    }

    /// CellKit loads no archives (there are no storyboards): this always fails, decoding nothing.
    public required init?(coder: NSCoder) {
        nil
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        isAccessibilityElement = false
    }

    /// A control with a segment for each action, titled by it; selecting one runs its handler.
    public convenience init(frame: CGRect, actions: [UIAction]) {
        self.init(frame: frame)
        for action in actions {
            insertSegment(withTitle: action.title, at: numberOfSegments, animated: false)
            segments[numberOfSegments - 1].action = action
        }
    }

    open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
        let index = min(max(0, segment), segments.count)
        let view = SegmentView(title: title, in: self)
        segments.insert(view, at: index)
        addSubview(view)
        if selectedSegmentIndex >= index, selectedSegmentIndex != Self.noSegment { selectedSegmentIndex += 1 }
        segmentsDidChange()
    }

    open func removeSegment(at segment: Int, animated: Bool) {
        guard segments.indices.contains(segment) else { return }
        segments.remove(at: segment).removeFromSuperview()
        if selectedSegmentIndex == segment {
            selectedSegmentIndex = Self.noSegment
        } else if selectedSegmentIndex > segment {
            selectedSegmentIndex -= 1
        }
        segmentsDidChange()
    }

    open func removeAllSegments() {
        for segment in segments { segment.removeFromSuperview() }
        segments = []
        selectedSegmentIndex = Self.noSegment
        segmentsDidChange()
    }

    open func setTitle(_ title: String?, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].title = title
    }

    open func titleForSegment(at segment: Int) -> String? {
        segments.indices.contains(segment) ? segments[segment].title : nil
    }

    open func setEnabled(_ enabled: Bool, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].isSegmentEnabled = enabled
    }

    open func isEnabledForSegment(at segment: Int) -> Bool {
        segments.indices.contains(segment) ? segments[segment].isSegmentEnabled : false
    }

    /// VoiceOver visits the segments, in order, unless the app lists other elements.
    open override var accessibilityElements: [Any]? {
        get { super.accessibilityElements ?? segments }
        set { super.accessibilityElements = newValue }
    }

    private func segmentsDidChange() {
        accessibilityTreeDidChange()
        setNeedsLayout()
    }

    /// The segments share the control's width equally, the first ones a cell wider when it does
    /// not divide evenly.
    open override func layoutSubviews() {
        for (segment, frame) in zip(segments, EqualColumns.frames(count: segments.count, in: bounds, metrics: cellMetrics)) where segment.frame != frame {
            segment.frame = frame
        }
    }

    /// The segment was tapped: it becomes the selected one (for a moment only, when the control
    /// is momentary), its action runs, and the control's `valueChanged` actions are sent.
    func segmentWasTapped(_ segment: SegmentView) {
        guard isEnabled, segment.isSegmentEnabled, let index = segments.firstIndex(where: { $0 === segment }) else { return }
        selectedSegmentIndex = index
        if let action = segment.action {
            action.perform(sentBy: self)
        }
        sendActions(for: [.valueChanged, .primaryActionTriggered])
        if isMomentary { selectedSegmentIndex = Self.noSegment }
    }

    /// A tap lands on a segment; one that reaches the control itself (on a disabled segment,
    /// between segments) does nothing.
    open override func controlWasTapped() {}

    func isSelected(_ segment: SegmentView) -> Bool {
        segments.indices.contains(selectedSegmentIndex) && segments[selectedSegmentIndex] === segment
    }

    open override func draw(_ rect: CGRect, in context: CellContext) {
        // The dividers between segments; each segment draws its own title.
        var x: CGFloat = 0
        for segment in segments.dropLast() {
            x += segment.frame.width
            context.drawText("│", at: CGPoint(x: x - context.metrics.pointsPerColumn,
                                               y: context.middleRow(of: CGRect(origin: .zero, size: bounds.size))),
                             style: CellStyle(isDim: true))
        }
    }
}
