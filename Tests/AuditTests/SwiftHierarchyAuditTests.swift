import Audit
import CellKit
import Testing
import RotorTestSupport

/// The audit needs no scene file: a hierarchy written with CellKit, as UIKit code would be.
@MainActor
@Suite("Auditing a hierarchy built in Swift", .cellsScreen)
struct SwiftHierarchyAuditTests {
    final class NoteDrag: UIDragInteractionDelegate {
        func dragInteraction(_ interaction: UIDragInteraction, itemsForBeginning session: UIDragSession) -> [UIDragItem] {
            [UIDragItem(itemProvider: NSItemProvider(object: "Buy milk" as NSString))]
        }
    }

    /// A note card hosting the drag, with a title label inside; the card is one element.
    private func card(descriptorIn pick: (UIView, UIView) -> UIView) -> (UIWindow, NoteDrag) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 40, height: 10))
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 5))
        let title = UILabel(frame: CGRect(x: 1, y: 1, width: 10, height: 1))
        title.text = "Note"
        // The title takes touches (tapping it renames the note), so a point in it lands on it.
        title.isUserInteractionEnabled = true
        card.addSubview(title)
        window.addSubview(card)
        let delegate = NoteDrag()
        card.addInteraction(UIDragInteraction(delegate: delegate))
        card.isAccessibilityElement = true
        card.accessibilityLabel = "Note"
        let host = pick(card, title)
        card.accessibilityDragSourceDescriptors = [
            UIAccessibilityLocationDescriptor(name: "Drag note", point: CGPoint(x: 2, y: 0), in: host)
        ]
        return (window, delegate)
    }

    @Test("a descriptor in the title, not the card hosting the drag, is an error; in the card, it is clean")
    func descriptorView() {
        let (broken, keep1) = card { _, title in title }
        let report = Auditor(windows: [broken]).audit()
        #expect(report.findings.map(\.rule) == [.descriptorWithoutInteraction, .unexposedInteraction])
        #expect(report.findings.first?.element == AuditedElement(label: "Note", path: "window/UIView[0]"))
        #expect(report.findings.first?.view == "window/UIView[0]/UILabel[0]")
        #expect(report.findings.first?.line == nil)

        let (fixed, keep2) = card { card, _ in card }
        let clean = Auditor(windows: [fixed]).audit()
        #expect(clean.findings.isEmpty)
        #expect(clean.actions == [OfferedAction(element: AuditedElement(label: "Note", path: "window/UIView[0]"),
                                                kind: .dragSource, name: "Drag note", isAutomatic: false,
                                                view: "window/UIView[0]", works: true)])
        withExtendedLifetime((keep1, keep2)) {}
    }

    @Test("a drag on a label that takes no touches is never offered, and the audit says a touch goes through it")
    func aLabelThatTakesNoTouches() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 40, height: 10))
        let note = UILabel(frame: CGRect(x: 0, y: 0, width: 20, height: 1))
        note.text = "Buy milk"
        let drag = NoteDrag()
        // UIKit's mistake: the interaction is added, touches are left off (a UILabel's default).
        note.addInteraction(UIDragInteraction(delegate: drag))
        window.addSubview(note)
        let report = Auditor(windows: [window]).audit()
        #expect(report.actions.isEmpty)
        #expect(report.findings.map(\.rule) == [.unexposedInteraction])
        #expect(report.findings.first?.message.contains(
            "a touch goes through to window, because window/UILabel[0] or a view around it ignores touches "
                + "(isUserInteractionEnabled is false)") == true, "\(report.findings.map(\.message))")

        note.isUserInteractionEnabled = true
        let fixed = Auditor(windows: [window]).audit()
        #expect(fixed.actions.map(\.name) == ["Drag Buy milk"])
        #expect(fixed.findings.map(\.rule) == [.defaultName])
        withExtendedLifetime(drag) {}
    }

    @Test("a double tap presses the innermost control under the activation point; the one around it stays hidden")
    func theControlADoubleTapPresses() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 40, height: 10))
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 3))
        card.isAccessibilityElement = true
        card.accessibilityLabel = "Settings"
        let open = UIButton(frame: CGRect(x: 0, y: 0, width: 20, height: 3))
        open.accessibilityLabel = "Open"
        // Under the card's centre (10, 1.5): the tap flips it and goes no further up.
        let wifi = UISwitch(frame: CGRect(x: 8, y: 1, width: 4, height: 1))
        wifi.accessibilityLabel = "Wi-Fi"
        open.addSubview(wifi)
        card.addSubview(open)
        window.addSubview(card)
        let report = Auditor(windows: [window]).audit()
        #expect(report.findings.map(\.rule) == [.hiddenControl])
        #expect(report.findings.first?.message.hasPrefix("the control \"Open\"") == true, "\(report.findings.map(\.message))")
        // Turned off, the switch takes no tap: the tap goes on to the button, which is then pressed.
        wifi.isEnabled = false
        #expect(Auditor(windows: [window]).audit().findings.isEmpty)
    }

    @Test("names that differ only in case and spacing sound alike: each pair is one duplicate, in any script")
    func namesThatSoundAlike() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 40, height: 10))
        let note = UILabel(frame: CGRect(x: 0, y: 0, width: 20, height: 1))
        note.text = "Note"
        note.accessibilityCustomActions = [
            "Move  note", "move note\t", " Archive", "archive ", "Déplacer la NOTE", "déplacer\u{2003}la note", "Share",
        ].map { UIAccessibilityCustomAction(name: $0, actionHandler: nil) }
        window.addSubview(note)
        let report = Auditor(windows: [window]).audit()
        #expect(report.findings.map(\.rule) == Array(repeating: .duplicateActionName, count: 3))
        #expect(report.findings.map(\.message) == [
            "\"Note\" (window/UILabel[0]) has 2 actions named \" Archive\"",
            "\"Note\" (window/UILabel[0]) has 2 actions named \"Déplacer la NOTE\"",
            "\"Note\" (window/UILabel[0]) has 2 actions named \"Move  note\"",
        ])
    }

    @Test("a path longer than eight names leaves its middle out, whichever paths were named before it")
    func longPaths() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 40, height: 10))
        var parent: UIView = window
        var labels: [UILabel] = []
        let drag = NoteDrag()
        // Ten views nested one in the next, each a line lower, each with a draggable label on
        // the line above the next view.
        for _ in 1...10 {
            let view = UIView(frame: CGRect(x: 0, y: 1, width: 40, height: 9))
            let label = UILabel(frame: CGRect(x: 0, y: 0, width: 10, height: 1))
            label.text = "Note \(labels.count + 1)"
            label.isUserInteractionEnabled = true
            label.addInteraction(UIDragInteraction(delegate: drag))
            parent.addSubview(label)
            parent.addSubview(view)
            labels.append(label)
            parent = view
        }
        let report = Auditor(windows: [window]).audit()
        let paths = report.actions.map(\.element.path)
        #expect(paths.count == 10)
        #expect(paths.prefix(7) == [
            "window/UILabel[0]", "window/UIView[1]/UILabel[0]", "window/UIView[1]/UIView[1]/UILabel[0]",
            "window/UIView[1]/UIView[1]/UIView[1]/UILabel[0]",
            "window/UIView[1]/UIView[1]/UIView[1]/UIView[1]/UILabel[0]",
            "window/UIView[1]/UIView[1]/UIView[1]/UIView[1]/UIView[1]/UILabel[0]",
            "window/UIView[1]/UIView[1]/UIView[1]/UIView[1]/UIView[1]/UIView[1]/UILabel[0]",
        ])
        #expect(paths.dropFirst(7) == [
            "window/UIView[1]/…(4 more)/UIView[1]/UIView[1]/UILabel[0]",
            "window/UIView[1]/…(5 more)/UIView[1]/UIView[1]/UILabel[0]",
            "window/UIView[1]/…(6 more)/UIView[1]/UIView[1]/UILabel[0]",
        ])
        withExtendedLifetime(drag) {}
    }

    @Test("UIKit's own navigation bar audits clean: its back button, even the generic one, has a label")
    func navigationBarIsClean() {
        // The screen changes posted here are no other test's to hear.
        defer { _ = UIAccessibility.takePostedNotifications() }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 40, height: 10))
        let navigation = UINavigationController(rootViewController: UIViewController())
        window.rootViewController = navigation
        let details = UIViewController()
        details.title = "Details"
        details.navigationItem.rightBarButtonItem = UIBarButtonItem(systemItem: .add)
        navigation.pushViewController(details, animated: false)
        #expect(Auditor(windows: [window]).audit().findings.isEmpty)
    }
}
