import CellKit

/// A bar graph drawn with one `CALayer` a bar, as in the talk: the bars are not views, so they
/// cannot host interactions; the graph view hosts the drag and each bar is exposed as a
/// `UIAccessibilityElement`.
@MainActor
final class BarGraphView: UIView {
    struct Bar: Sendable, Equatable {
        let label: String
        let value: Double

        init(label: String, value: Double) {
            self.label = label
            self.value = value
        }
    }

    let title: String
    let bars: [Bar]
    /// One layer a bar, in the order of `bars`.
    private(set) var barLayers: [CALayer] = []

    /// Width of a bar and the gap after it, in cells.
    static let barWidth: CGFloat = 6, gap: CGFloat = 4, leading: CGFloat = 3

    /// Never decoded: CellKit loads no archives (UIKit requires this initializer).
    required init?(coder: NSCoder) {
        nil
    }

    init(frame: CGRect, title: String, bars: [Bar], color: UIColor = .systemBlue) {
        self.title = title
        self.bars = bars
        super.init(frame: frame)
        layer.borderWidth = 1
        let tallest = max(bars.map(\.value).max() ?? 1, 1)
        // Rows: title at 1, value labels above the bars, the baseline at height - 3, month
        // labels at height - 2, the border at height - 1.
        let baseline = frame.height - 3
        let room = max(1, frame.height - 5)
        for (index, bar) in bars.enumerated() {
            let height = max(1, (bar.value / tallest * room).rounded())
            let layer = CALayer(frame: CGRect(x: Self.leading + CGFloat(index) * (Self.barWidth + Self.gap),
                                              y: baseline - height + 1, width: Self.barWidth, height: height))
            layer.backgroundColor = color.cgColor
            layer.name = bar.label
            self.layer.addSublayer(layer)
            barLayers.append(layer)
        }
    }

    /// The index of the bar whose layer contains a point in the graph's coordinates.
    func indexOfBar(at point: CGPoint) -> Int? {
        barLayers.firstIndex { $0.frame.contains(point) }
    }

    /// The text a bar's value is shown and spoken as: whole numbers without a decimal point.
    func valueText(at index: Int) -> String {
        let value = bars[index].value
        if abs(value) < 1e15, let whole = Int(exactly: value) { return String(whole) }
        return String(value)
    }

    /// Exposes each bar as an element (label = its label, value = its value, frame = its
    /// layer's frame), each with one drag source of the given name at the bar's centre in this
    /// view, as the talk's `makeAccessibilityElements()` does. `nil` leaves the sources automatic.
    func makeAccessibilityElements(dragSourceName: String?) {
        accessibilityElements = barLayers.enumerated().map { index, barLayer in
            let element = UIAccessibilityElement(accessibilityContainer: self)
            element.accessibilityFrameInContainerSpace = barLayer.frame
            element.accessibilityLabel = bars[index].label
            element.accessibilityValue = valueText(at: index)
            if let dragSourceName {
                let dragPoint = CGPoint(x: barLayer.frame.midX, y: barLayer.frame.midY)
                element.accessibilityDragSourceDescriptors = [
                    UIAccessibilityLocationDescriptor(name: dragSourceName, point: dragPoint, in: self),
                ]
            }
            return element
        }
    }

    override func draw(_ rect: CGRect, in context: CellContext) {
        context.drawText(title, at: CGPoint(x: 2, y: 0), style: CellStyle(isBold: true))
        for (index, barLayer) in barLayers.enumerated() {
            let value = valueText(at: index)
            let valueX = barLayer.frame.minX + max(0, (barLayer.frame.width - CGFloat(CharacterWidth.of(value))) / 2)
            context.drawText(value, at: CGPoint(x: valueX.rounded(.down), y: barLayer.frame.minY - 1))
            // Three letters fit under a bar in any language the scenes use (Jan, 1월, 一月).
            let label = String(bars[index].label.prefix(3))
            let labelX = barLayer.frame.minX + max(0, (barLayer.frame.width - CGFloat(CharacterWidth.of(label))) / 2)
            context.drawText(label, at: CGPoint(x: labelX.rounded(.down), y: bounds.height - 2))
        }
    }
}
