import Audit
import CellKit
import ScreenReader
import Testing
import RotorTestSupport

/// When layout, not the descriptor, puts a drop point out of reach, the audit says so: the to-do
/// list of issue 43, whose Done area sat at y = -54 until its constants were rewritten.
@MainActor
@Suite("A view layout put out of reach", .cellsScreen)
struct LaidOutOfReachAuditTests {
    final class DoneDrop: UIDropInteractionDelegate {
        func dropInteraction(_ interaction: UIDropInteraction, canHandle session: UIDropSession) -> Bool { true }
        func dropInteraction(_ interaction: UIDropInteraction, sessionDidUpdate session: UIDropSession) -> UIDropProposal {
            UIDropProposal(operation: .copy)
        }
        func dropInteraction(_ interaction: UIDropInteraction, performDrop session: UIDropSession) {}
    }

    /// A window with a Done area (one element, hosting the drop) in a root view filling it, at
    /// `frame` in the root view; its drop point is at its centre.
    private func screen(doneAt frame: CGRect) -> (UIWindow, UIView, DoneDrop) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 40, height: 12))
        let root = UIView(frame: window.bounds)
        root.accessibilityIdentifier = "root"
        window.addSubview(root)
        let done = UIView(frame: frame)
        done.accessibilityIdentifier = "done"
        done.isAccessibilityElement = true
        done.accessibilityLabel = "Done"
        let delegate = DoneDrop()
        done.addInteraction(UIDropInteraction(delegate: delegate))
        done.accessibilityDropPointDescriptors = [
            UIAccessibilityLocationDescriptor(name: "Mark as done", point: CGPoint(x: frame.width / 2, y: frame.height / 2), in: done)
        ]
        root.addSubview(done)
        return (window, done, delegate)
    }

    @Test("a drop area laid out above the window is blamed on its layout, with where it is, not on its descriptor")
    func aboveTheWindow() throws {
        let (window, _, keep) = screen(doneAt: CGRect(x: 0, y: -54, width: 20, height: 4))
        let report = Auditor(windows: [window]).audit()
        let finding = try #require(report.findings.first { $0.rule == .viewOutOfReach })
        #expect(finding.severity == .error)
        #expect(finding.message == "the drop point \"Mark as done\" of \"Done\" (window/root/done) names window/root/done, "
            + "which no touch can reach: layout put it at (0, -54, 20×4) in window/root, wholly outside window/root (40×12), "
            + "so VoiceOver leaves it out")
        #expect(finding.fix == "lay out window/root/done inside window/root (its frame or constraints, once window/root has its size); "
            + "the descriptor can stay as it is")
        // The descriptor is not blamed: no finding says its point is off the screen or outside its view.
        #expect(!report.findings.contains { [.pointOffScreen, .pointOutsideView, .pointObscured].contains($0.rule) })
        withExtendedLifetime(keep) {}
    }

    @Test("a drop area above the window that no descriptor names is reported once, as out of reach, not as unexposed")
    func interactionNoDescriptorNames() throws {
        let (window, done, keep) = screen(doneAt: CGRect(x: 0, y: 0, width: 20, height: 4))
        done.accessibilityDropPointDescriptors = nil
        done.isAccessibilityElement = false
        let root = try #require(done.superview)
        root.frame.origin.y = -20
        let report = Auditor(windows: [window]).audit()
        #expect(report.findings.map(\.rule) == [.viewOutOfReach])
        #expect(report.findings.first?.message == "the drop interaction on window/root/done is offered by no element, "
            + "and no touch can reach it: layout put it at (0, -20, 20×4), wholly outside the window (40×12)")
        withExtendedLifetime(keep) {}
    }

    @Test("a drop area squeezed to no height is blamed on its layout")
    func noHeight() throws {
        let (window, _, keep) = screen(doneAt: CGRect(x: 0, y: 8, width: 20, height: 0))
        let report = Auditor(windows: [window]).audit()
        let finding = try #require(report.findings.first { $0.rule == .viewOutOfReach })
        #expect(finding.message == "the drop point \"Mark as done\" of \"Done\" (window/root/done) names window/root/done, "
            + "which no touch can reach: layout gave it no size (20×0), so VoiceOver leaves it out")
        #expect(finding.fix == "give window/root/done a width and a height (its frame or constraints); the descriptor can stay as it is")
        #expect(!report.findings.contains { $0.rule == .pointOutsideView })
        withExtendedLifetime(keep) {}
    }

    @Test("a drop area half off the window is the descriptor's to fix: its point is on the part off screen")
    func partlyOnScreen() throws {
        let (window, done, keep) = screen(doneAt: CGRect(x: 0, y: 10, width: 20, height: 6))
        done.accessibilityDropPointDescriptors = [
            UIAccessibilityLocationDescriptor(name: "Mark as done", point: CGPoint(x: 5, y: 4), in: done)
        ]
        let report = Auditor(windows: [window]).audit()
        #expect(report.findings.map(\.rule).contains(.pointOffScreen))
        #expect(!report.findings.contains { $0.rule == .viewOutOfReach })
        withExtendedLifetime(keep) {}
    }

    @Test("content a scroll view scrolls out of its bounds is not blamed on layout")
    func scrolledAway() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 40, height: 12))
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 40, height: 6))
        scroll.contentSize = CGSize(width: 40, height: 30)
        window.addSubview(scroll)
        let done = UIView(frame: CGRect(x: 0, y: 20, width: 20, height: 3))
        scroll.addSubview(done)
        let delegate = DoneDrop()
        done.addInteraction(UIDropInteraction(delegate: delegate))
        let descriptor = UIAccessibilityLocationDescriptor(name: "Mark as done", point: CGPoint(x: 5, y: 1), in: done)
        let collector = ActionCollector(finger: Finger(windows: [window]), language: .english)
        #expect(!collector.isReachable(descriptor))
        #expect("\(collector.reachability(of: descriptor))" == "offScreen")
        withExtendedLifetime(delegate) {}
    }
}
