import CellKit
import RotorTesting
import Testing
import RotorTestSupport

/// A to-do list as Apple's table template writes it: the data source implements
/// `tableView(_:commit:forRowAt:)` and nothing else about editing.
@MainActor
private final class ToDoViewController: UITableViewController {
    var items = ["Milk", "Bread", "Eggs"]
    var committed: [UITableViewCell.EditingStyle] = []
    var deletes = true

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "item")
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { items.count }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "item", for: indexPath)
        cell.textLabel?.text = items[indexPath.row]
        return cell
    }

    override func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
                            forRowAt indexPath: IndexPath) {
        committed.append(editingStyle)
        if editingStyle == .delete {
            items.remove(at: indexPath.row)
            tableView.deleteRows(at: [indexPath], with: .fade)
        }
    }

    override func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
        items[indexPath.row] != "Eggs"
    }
}

/// The same list without `commit`: UIKit offers no swipe-to-delete.
@MainActor
private final class ReadOnlyListViewController: UITableViewController {
    let items = ["Milk", "Bread"]

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { items.count }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.textLabel?.text = items[indexPath.row]
        return cell
    }
}

@MainActor
@Suite("UIKit's default swipe-to-delete, offered by VoiceOver", .cellsScreen)
struct DefaultSwipeToDeleteTests {
    private static func reader(showing controller: UIViewController) -> VirtualScreenReader {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 30, height: 6), applicationIdentifier: "todo")
        window.rootViewController = controller
        return VirtualScreenReader(windows: [window], keeping: [controller])
    }

    @Test("a data source that implements commit gets Delete on each editable row; performing it deletes the row")
    func deleteIsOfferedAndCommits() throws {
        let controller = ToDoViewController(style: .plain)
        let reader = Self.reader(showing: controller)
        #expect(reader.spokenPhraseLog == ["Milk", "Actions Available."])
        #expect(reader.actionNames == ["Delete"])
        reader.next()
        try reader.performAction(named: "Delete")
        #expect(controller.items == ["Milk", "Eggs"])
        #expect(controller.committed.last == .delete)
        #expect(!controller.committed.contains(.insert))
        reader.moveToLast()
        #expect(reader.focusedLabel == "Eggs")
        #expect(reader.actionNames.isEmpty, "canEditRowAt says no for this row")
        #expect(controller.committed.filter { $0 == .delete }.count == 1, "one Delete, one row deleted")
    }

    @Test("a row whose editing style is not delete, or a data source without commit, offers no Delete")
    func noDeleteWithoutCommit() {
        let reader = Self.reader(showing: ReadOnlyListViewController(style: .plain))
        #expect(reader.spokenPhraseLog == ["Milk"])
        #expect(reader.actionNames.isEmpty)
    }
}
