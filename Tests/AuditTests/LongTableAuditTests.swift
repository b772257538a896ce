import Audit
import CellKit
import Testing
import RotorTestSupport

/// VoiceOver scrolls a row into view when its cursor reaches it, and then offers the row's
/// drag; the audit judges each row the same way, not as it lies scrolled out of sight.
@MainActor
@Suite("Auditing rows scrolled out of view", .cellsScreen)
struct LongTableAuditTests {
    final class RowDrag: UIDragInteractionDelegate {
        private(set) var lifted: [String] = []
        func dragInteraction(_ interaction: UIDragInteraction, itemsForBeginning session: UIDragSession) -> [UIDragItem] {
            let text = (interaction.view as? UILabel)?.text ?? ""
            lifted.append(text)
            return [UIDragItem(itemProvider: NSItemProvider(object: text as NSString))]
        }
    }

    final class RowDrop: UIDropInteractionDelegate {
        private(set) var hovered: [String] = []
        /// Row 30 takes nothing.
        func dropInteraction(_ interaction: UIDropInteraction, canHandle session: UIDropSession) -> Bool {
            let text = (interaction.view as? UILabel)?.text ?? ""
            hovered.append(text)
            return text != "Row 30"
        }
        func dropInteraction(_ interaction: UIDropInteraction, sessionDidUpdate session: UIDropSession) -> UIDropProposal {
            UIDropProposal(operation: .copy)
        }
    }

    /// A window 40×12: a table of `rows` draggable rows showing 6 of them (lines 2 to 7), each
    /// naming its drag (or, with `named: false`, leaving VoiceOver to find it), and, with
    /// `cover`, a banner lying over the table's last line.
    private func table(rows: Int, named: Bool = true, cover: Bool = false) -> (window: UIWindow, table: UIScrollView, drag: RowDrag) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 40, height: 12))
        let table = UIScrollView(frame: CGRect(x: 0, y: 2, width: 30, height: 6))
        table.contentSize = CGSize(width: 30, height: rows)
        let drag = RowDrag()
        for row in 1...rows {
            let label = UILabel(frame: CGRect(x: 0, y: row - 1, width: 20, height: 1))
            label.text = "Row \(row)"
            if named {
                label.accessibilityDragSourceDescriptors = [
                    UIAccessibilityLocationDescriptor(name: "Move row \(row)", point: CGPoint(x: 2, y: 0), in: label)
                ]
            }
            // A row a drag starts on takes touches, as an app must make a UILabel do.
            label.isUserInteractionEnabled = true
            label.addInteraction(UIDragInteraction(delegate: drag))
            table.addSubview(label)
        }
        window.addSubview(table)
        if cover {
            let banner = UILabel(frame: CGRect(x: 0, y: 7, width: 40, height: 1))
            banner.text = "Offline"
            banner.isUserInteractionEnabled = true
            window.addSubview(banner)
        }
        return (window, table, drag)
    }

    @Test("every row's drag is offered and starts, though most rows lie below the table's edge, and the table is put back")
    func rowsBelowTheEdge() {
        let (window, table, drag) = table(rows: 40)
        table.contentOffset = CGPoint(x: 0, y: 3)
        let report = Auditor(windows: [window]).audit()
        #expect(report.findings.isEmpty, "\(report.findings.map(\.message))")
        #expect(report.actions.map(\.name) == (1...40).map { "Move row \($0)" })
        #expect(report.actions.allSatisfy { $0.works })
        #expect(drag.lifted == (1...40).map { "Row \($0)" }, "each drag started once, as VoiceOver starts it")
        #expect(table.contentOffset == CGPoint(x: 0, y: 3), "the audit leaves the screen as it found it")
    }

    @Test("a row that comes into view under a banner is judged there, wherever the audit was before")
    func rowsUnderABanner() {
        // Rows 1 to 5 show above the banner. Scrolled to, each later row stops on the table's
        // last line, under the banner.
        let under = (6...12).map { "window/UIScrollView[0]/UILabel[\($0 - 1)]" }

        // A descriptor the app names, whose point is covered: VoiceOver leaves it out.
        let (named, namedTable, keep1) = table(rows: 12, cover: true)
        let report = Auditor(windows: [named]).audit()
        let obscured = report.findings.filter { $0.rule == .pointObscured }
        #expect(obscured.map(\.element?.path) == under)
        #expect(obscured.allSatisfy { $0.message.contains("window/UILabel[1] covers it") })
        // The interaction is then offered by no element, which lists a descriptor naming it.
        let unexposed = report.findings.filter { $0.rule == .unexposedInteraction }
        #expect(unexposed.map(\.view) == under)
        #expect(unexposed.allSatisfy { $0.message.hasSuffix("lists a descriptor naming it, which VoiceOver leaves out, as the finding on that descriptor says") })
        #expect(report.findings.count == 14)
        #expect(report.actions.map(\.name) == (1...5).map { "Move row \($0)" })
        #expect(namedTable.contentOffset == .zero)

        // Found by VoiceOver in each row, and left out where the banner covers its centre: the
        // reason is the banner, not the row's place before it was scrolled to.
        let (found, _, keep2) = table(rows: 12, named: false, cover: true)
        let errors = Auditor(windows: [found]).audit().findings.filter { $0.rule == .unexposedInteraction }
        #expect(errors.map(\.view) == under)
        #expect(errors.allSatisfy { $0.message.hasSuffix("at its centre, window/UILabel[1] covers it") },
                "\(errors.map(\.message))")
        withExtendedLifetime((keep1, keep2)) {}
    }

    @Test("a drop point far down the table is hovered over in view, and one that refuses every drag is reported")
    func dropPointsBelowTheEdge() {
        let (window, table, drag) = table(rows: 40)
        let drop = RowDrop()
        for row in table.subviews {
            row.addInteraction(UIDropInteraction(delegate: drop))
            row.accessibilityDropPointDescriptors = [UIAccessibilityLocationDescriptor(name: "Drop on \((row as? UILabel)?.text ?? "")", view: row)]
        }
        let report = Auditor(windows: [window]).audit()
        let refusing = report.findings.filter { $0.rule == .dropAcceptsNothingOffered }
        #expect(refusing.map(\.element?.label) == ["Row 30"])
        #expect(report.findings.count == 1, "\(report.findings.map(\.message))")
        // Every row's drag started once as its row was judged. Then the first drag was held
        // (over its own row, where it starts) while the drop points were asked for again, as
        // VoiceOver offers them only while a drag is held. Then the first drag was held
        // over every drop point, and each later one over the one that refused all before it
        // (first over its own row, where it starts: row 30's own drag is already there).
        let rows = (1...40).map { "Row \($0)" }
        #expect(drag.lifted == rows + ["Row 1"] + rows)
        #expect(drop.hovered == ["Row 1"] + rows + rows.dropFirst().flatMap { $0 == "Row 30" ? [$0] : [$0, "Row 30"] })
        #expect(table.contentOffset == .zero)
    }
}
