import CellKit
import Session
import Testing
import RotorTestSupport
@testable import TerminalUI

/// The inspector shows the focus's record, including the descriptors VoiceOver leaves out and why.
@MainActor
@Suite("The inspector shows what VoiceOver leaves out", .cellsScreen)
struct InspectorLeftOutTests {
    final class Source: UIDragInteractionDelegate {
        func dragInteraction(_ interaction: UIDragInteraction, itemsForBeginning session: UIDragSession) -> [UIDragItem] {
            [UIDragItem(itemProvider: NSItemProvider(object: "Note" as NSString))]
        }
    }

    @Test("a descriptor covered by another view is listed with the view that covers it")
    func aCoveredDescriptorIsExplained() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 30, height: 6))
        let note = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 4))
        note.isAccessibilityElement = true
        note.accessibilityLabel = "Note"
        let source = Source()
        note.addInteraction(UIDragInteraction(delegate: source))
        note.accessibilityDragSourceDescriptors = [
            UIAccessibilityLocationDescriptor(name: "Drag note", point: CGPoint(x: 2, y: 2), in: note),
            UIAccessibilityLocationDescriptor(name: "Drag corner", point: CGPoint(x: 16, y: 0), in: note),
        ]
        let badge = UIView(frame: CGRect(x: 15, y: 0, width: 5, height: 1))
        badge.accessibilityIdentifier = "badge"
        window.addSubview(note)
        window.addSubview(badge)
        let session = ScreenSession(windows: [window])
        session.start()
        let lines = InspectorReport(session: session).lines
        #expect(lines.contains("  Drag note → UIView @ (2, 2)"), "\(lines)")
        #expect(lines.contains("  Drag corner → UIView @ (16, 0) left out: covered by badge"), "\(lines)")
        withExtendedLifetime(source) {}
    }
}
