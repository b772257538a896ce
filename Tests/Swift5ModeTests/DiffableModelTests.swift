import CellKit
import Foundation
import Testing

/// Item identifiers as Apple's "Implementing modern collection views" sample writes them: a
/// class, hashed by a UUID, that is not `Sendable`. In Swift 5 mode this compiles against UIKit
/// (its snapshots are `@preconcurrency`), so it must here.
final class Mountain: Hashable {
    let name: String
    let identifier = UUID()

    init(name: String) {
        self.name = name
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(identifier)
    }

    static func == (lhs: Mountain, rhs: Mountain) -> Bool {
        lhs.identifier == rhs.identifier
    }
}

/// A list controller as the sample writes it, in Swift 5 mode: a class not marked
/// `@MainActor`, with a data source it sets up and a snapshot it applies.
final class MountainsController {
    enum Section: CaseIterable {
        case main
    }

    let mountains = [Mountain(name: "Denali"), Mountain(name: "Rainier")]
    var dataSource: UITableViewDiffableDataSource<Section, Mountain>!

    @MainActor
    func configure(_ tableView: UITableView) {
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        dataSource = UITableViewDiffableDataSource<Section, Mountain>(tableView: tableView) {
            (tableView: UITableView, indexPath: IndexPath, mountain: Mountain) -> UITableViewCell? in
            let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
            var content = cell.defaultContentConfiguration()
            content.text = mountain.name
            cell.contentConfiguration = content
            return cell
        }
        var snapshot = NSDiffableDataSourceSnapshot<Section, Mountain>()
        snapshot.appendSections([.main])
        snapshot.appendItems(mountains)
        dataSource.apply(snapshot, animatingDifferences: true)
    }
}

@Suite("Swift 5 mode diffable code")
struct DiffableModelTests {
    @Test("a snapshot of class identifiers that are not Sendable shows its rows")
    @MainActor
    func classIdentifiers() {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 176), style: .plain)
        let controller = MountainsController()
        controller.configure(table)
        #expect(table.numberOfRows(inSection: 0) == 2)
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 0))?.accessibilityLabel == "Rainier")
        #expect(controller.dataSource.indexPath(for: controller.mountains[1]) == IndexPath(row: 1, section: 0))
    }
}
