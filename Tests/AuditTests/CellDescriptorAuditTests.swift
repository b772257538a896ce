import Audit
import CellKit
import RotorTestSupport
import Testing

/// The audit judges what VoiceOver meets in table and collection views: UIKit's cells carry
/// their container's drags and drops, so a screen with drag and drop delegates and no
/// accessibility code has nothing to fix.
@MainActor
@Suite("Auditing UIKit's cells", .cellsScreen)
struct CellDescriptorAuditTests {
    @Test("a collection view with drag and drop delegates and no accessibility code audits clean")
    func aPlainCollectionViewAuditsClean() {
        let screen = PlainShelfScreen()
        let report = Auditor(windows: [screen.windows[0]]).audit()
        #expect(report.findings.isEmpty, "\(report.findings.map(\.message))")
        let drags = report.actions.filter { $0.kind == .dragSource && $0.view == "window/shelf" }
        #expect(drags.map(\.name) == ["Drag Dune", "Drag Emma", "Drag Ulysses"])
        #expect(drags.allSatisfy { $0.isAutomatic && $0.works })
        // Drop points as VoiceOver offers them while the first drag (Dune's) is held: a cell
        // offers no drops onto the row being dragged, as UIKit's cells do.
        let drops = report.actions.filter { $0.kind == .dropPoint && $0.view == "window/shelf" }
        #expect(drops.map(\.name) == ["Drop before Emma", "Drop after Emma", "Drop before Ulysses", "Drop after Ulysses"])
        withExtendedLifetime(screen.shelf) {}
    }

    @Test("a table view written as Apple's sample writes it audits clean")
    func aSampleTableViewAuditsClean() {
        let screen = GroceryListScreen()
        let report = Auditor(windows: [screen.windows[0]]).audit()
        #expect(report.findings.isEmpty, "\(report.findings.map(\.message))")
        #expect(report.actions.filter { $0.kind == .dragSource }.map(\.name) == ["Drag Milk", "Drag Butter", "Drag Eggs", "Drag Flour"])
        withExtendedLifetime(screen.list) {}
    }

    /// The list's cells, each given a drag source in the cell itself, as code that does not know
    /// UIKit's cells carry one writes it.
    final class CellPointingList: UITableViewDataSource, UITableViewDragDelegate {
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }

        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
            cell.textLabel?.text = indexPath.row == 0 ? "Milk" : "Eggs"
            cell.accessibilityDragSourceDescriptors = [UIAccessibilityLocationDescriptor(name: "Drag it", view: cell)]
            return cell
        }

        func tableView(_ tableView: UITableView, itemsForBeginning session: UIDragSession, at indexPath: IndexPath) -> [UIDragItem] {
            [UIDragItem(itemProvider: NSItemProvider(object: "Milk" as NSString))]
        }
    }

    @Test("a descriptor naming a cell, where its table view hosts the drag, is caught with a fix naming the table view")
    func aDescriptorNamingACell() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 20, height: 4))
        let tableView = UITableView(frame: window.bounds, style: .plain)
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
        let list = CellPointingList()
        tableView.dataSource = list
        tableView.dragDelegate = list
        window.addSubview(tableView)
        let report = Auditor(windows: [window]).audit()
        let finding = try #require(report.findings.first { $0.rule == .descriptorWithoutInteraction })
        #expect(finding.message.contains("its table view window/UITableView[0] hosts the drag interaction for its rows"))
        #expect(finding.fix.hasPrefix("name window/UITableView[0], the table view that hosts the drag interaction"))
        #expect(finding.fix.contains("leave the cell's descriptors to UIKit (nil)"))
        // The app's descriptors replace UIKit's, so no row offers the table's drag.
        #expect(report.findings.contains { $0.rule == .unexposedInteraction })
        withExtendedLifetime(list) {}
    }

    @Test("a drop point naming a collection view cell, where the collection view hosts the drop, is caught with a fix naming the collection view")
    func aDropPointNamingACollectionViewCell() throws {
        let screen = PlainShelfScreen()
        screen.library.layoutIfNeeded()
        // As code that does not know UIKit's cells carry their container's drops writes it.
        for cell in screen.collectionView.visibleCells {
            cell.accessibilityDropPointDescriptors = [UIAccessibilityLocationDescriptor(name: "Drop here", view: cell)]
        }
        let report = Auditor(windows: screen.windows).audit()
        let findings = report.findings.filter { $0.rule == .descriptorWithoutInteraction }
        #expect(findings.count == 3, "\(report.findings.map(\.message))")
        let finding = try #require(findings.first)
        #expect(finding.message.contains("its collection view window/shelf hosts the drop interaction"), "\(finding.message)")
        #expect(finding.fix.hasPrefix("name window/shelf, the collection view that hosts the drop interaction"), "\(finding.fix)")
        withExtendedLifetime(screen.shelf) {}
    }
}
