// Quoted by RotorTesting's article "Getting Started with Rotor" as the new package's
// Sources/Talk/BarGraphView.swift; GettingStartedTests fails when the two part.
import CellKit
import Foundation

/// Three months' figures as bars. VoiceOver cannot see layers, so each bar is an
/// accessibility element, and each offers its figure to drag.
final class BarGraphView: UIView, UIDragInteractionDelegate {
    let months = ["January", "February", "March"]
    let figures = [12, 30, 18]
    private(set) var bars: [CALayer] = []

    override init(frame: CGRect) {
        super.init(frame: frame)
        for (index, figure) in figures.enumerated() {
            let height = CGFloat(figure) * 7
            let bar = CALayer()
            bar.frame = CGRect(x: CGFloat(8 + 48 * index), y: frame.height - height,
                               width: 32, height: height)
            bar.backgroundColor = UIColor.systemBlue.cgColor
            layer.addSublayer(bar)
            bars.append(bar)
        }
        addInteraction(UIDragInteraction(delegate: self))
        accessibilityElements = bars.enumerated().map { index, bar in
            let element = UIAccessibilityElement(accessibilityContainer: self)
            element.accessibilityFrameInContainerSpace = bar.frame
            element.accessibilityLabel = months[index]
            element.accessibilityValue = "\(figures[index])"
            let middle = CGPoint(x: bar.frame.midX, y: bar.frame.midY)
            element.accessibilityDragSourceDescriptors = [
                UIAccessibilityLocationDescriptor(name: "Drag bar data", point: middle, in: self),
            ]
            return element
        }
    }

    /// CellKit loads no archives; written as for UIKit, which requires it.
    required init?(coder: NSCoder) {
        nil
    }

    func dragInteraction(_ interaction: UIDragInteraction,
                         itemsForBeginning session: UIDragSession) -> [UIDragItem] {
        let point = session.location(in: self)
        guard let index = bars.firstIndex(where: { $0.frame.contains(point) }) else { return [] }
        let figure = "\(months[index]): \(figures[index])" as NSString
        return [UIDragItem(itemProvider: NSItemProvider(object: figure))]
    }
}
