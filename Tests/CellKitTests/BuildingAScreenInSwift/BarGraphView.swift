import CellKit
import Foundation

// Quoted whole by CellKit's article "Building a screen in Swift"; DocumentationSnippetTests
// fails when the two part.

/// A bar graph whose bars are drawn by layers: VoiceOver cannot see layers, so each bar is an
/// accessibility element, and each offers its data to drag.
final class BarGraphView: UIView, UIDragInteractionDelegate {
    let months: [String]
    let values: [Int]
    private(set) var bars: [CALayer] = []

    init(frame: CGRect, months: [String], values: [Int]) {
        self.months = months
        self.values = values
        super.init(frame: frame)
        for (index, value) in values.enumerated() {
            let height = CGFloat(value) * 7  // 7 points for every 1
            let bar = CALayer()
            bar.frame = CGRect(x: CGFloat(8 + index * 48), y: frame.height - height,
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
            element.accessibilityValue = "\(values[index])"
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
        let text = "\(months[index]): \(values[index])" as NSString
        return [UIDragItem(itemProvider: NSItemProvider(object: text))]
    }
}
