import Audit
import CellKit
import RotorTestSupport
import ScreenReader
import Testing

/// The audit explains a descriptor exactly when VoiceOver leaves it out: both read the same
/// answer (`ActionCollector`'s considered descriptors, kept in the screen reader's record).
@MainActor
@Suite("What VoiceOver leaves out, the audit explains", .cellsScreen)
struct LeftOutDescriptorAuditTests {
    final class Source: UIDragInteractionDelegate {
        func dragInteraction(_ interaction: UIDragInteraction, itemsForBeginning session: UIDragSession) -> [UIDragItem] {
            [UIDragItem(itemProvider: NSItemProvider(object: "Milk" as NSString))]
        }
    }

    @Test("an element a cell lists inherits the cell's descriptors: the one VoiceOver drops, the audit explains")
    func anInheritedDescriptorVoiceOverDropsIsExplained() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 30, height: 6))
        let cell = UITableViewCell(frame: CGRect(x: 0, y: 0, width: 30, height: 2))
        let name = UIAccessibilityElement(accessibilityContainer: cell)
        name.accessibilityLabel = "Milk"
        name.accessibilityFrameInContainerSpace = CGRect(x: 0, y: 0, width: 10, height: 1)
        cell.isAccessibilityElement = false
        cell.accessibilityElements = [name]
        let source = Source()
        cell.addInteraction(UIDragInteraction(delegate: source))
        cell.accessibilityDragSourceDescriptors = [
            UIAccessibilityLocationDescriptor(name: "Drag Milk", point: CGPoint(x: 5, y: 1), in: cell),
            UIAccessibilityLocationDescriptor(name: "Drag far", point: CGPoint(x: 90, y: 1), in: cell),
        ]
        window.addSubview(cell)

        let reader = ScreenReader(finger: Finger(windows: [window]))
        reader.start()
        let record = try #require(reader.record.elements.first { $0.label == "Milk" })
        #expect(record.dragSources.map(\.name) == ["Drag Milk", "Drag far"])
        #expect(record.dragSources.map(\.origin) == [.cell, .cell])
        #expect(record.dragSources.map(\.leftOut) == [nil, .pointOutsideView])
        #expect(record.actions.map(\.name) == ["Drag Milk"], "VoiceOver offers only the one it reaches")

        let report = Auditor(windows: [window]).audit()
        let findings = report.findings.filter { $0.rule == .pointOutsideView }
        #expect(findings.count == 1, "\(report.findings.map(\.message))")
        #expect(findings.first?.message.contains("\"Drag far\"") == true, "\(findings.map(\.message))")
        // The one VoiceOver offers is not a finding of that kind.
        #expect(!findings.contains { $0.message.contains("\"Drag Milk\"") })
        withExtendedLifetime(source) {}
    }
}
