import CellKit
import Foundation

// A to-do list written as Apple's documentation writes one (UITableViewDiffableDataSource, a
// cell provider using `defaultContentConfiguration()` with a text and a secondary text, and
// table drag and drop delegates that reorder), with only the import changed: no accessibility
// code, no CellKit-only API.

/// One thing to do.
public struct ToDo: Identifiable, Hashable, Sendable {
    public let id: UUID
    public var title: String
    public var due: String

    public init(title: String, due: String) {
        id = UUID()
        self.title = title
        self.due = due
    }
}

/// The list's sections.
public enum ToDoSection: Hashable, Sendable {
    case main
}

/// The diffable data source, subclassed (as UIKit requires) to let rows move: the table moves
/// the row, `super` updates the snapshot, and the list's model follows.
public final class ToDoDataSource: UITableViewDiffableDataSource<ToDoSection, ToDo.ID> {
    /// Told of each move, to update the model.
    var didMoveRow: ((IndexPath, IndexPath) -> Void)?

    public override func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
        true
    }

    public override func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        super.tableView(tableView, moveRowAt: sourceIndexPath, to: destinationIndexPath)
        didMoveRow?(sourceIndexPath, destinationIndexPath)
    }
}

/// The screen: a table of to-dos in a view controller that is also its drag and drop delegate.
public final class ToDoListViewController: UIViewController, UITableViewDragDelegate, UITableViewDropDelegate {
    public private(set) var toDos: [ToDo]
    public private(set) var tableView: UITableView!
    public private(set) var dataSource: ToDoDataSource!

    public init(toDos: [ToDo]) {
        self.toDos = toDos
        super.init(nibName: nil, bundle: nil)
    }

    public required init?(coder: NSCoder) {
        nil
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        tableView = UITableView(frame: view.bounds, style: .plain)
        view.addSubview(tableView)
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "ToDoCell")
        dataSource = ToDoDataSource(tableView: tableView) { [weak self] tableView, indexPath, identifier in
            let cell = tableView.dequeueReusableCell(withIdentifier: "ToDoCell", for: indexPath)
            guard let toDo = self?.toDo(with: identifier) else { return cell }
            var content = cell.defaultContentConfiguration()
            content.text = toDo.title
            content.secondaryText = toDo.due
            cell.contentConfiguration = content
            return cell
        }
        dataSource.didMoveRow = { [weak self] source, destination in
            guard let self else { return }
            let moved = toDos.remove(at: source.row)
            toDos.insert(moved, at: destination.row)
        }
        tableView.dragDelegate = self
        tableView.dropDelegate = self
        tableView.dragInteractionEnabled = true

        var snapshot = NSDiffableDataSourceSnapshot<ToDoSection, ToDo.ID>()
        snapshot.appendSections([.main])
        snapshot.appendItems(toDos.map(\.id), toSection: .main)
        dataSource.apply(snapshot, animatingDifferences: false)
    }

    func toDo(with identifier: ToDo.ID) -> ToDo? {
        toDos.first { $0.id == identifier }
    }

    /// Adds a to-do at the end, through a new snapshot.
    public func add(_ toDo: ToDo) {
        toDos.append(toDo)
        var snapshot = dataSource.snapshot()
        snapshot.appendItems([toDo.id], toSection: .main)
        dataSource.apply(snapshot, animatingDifferences: true)
    }

    /// Renames a to-do: the model changes, and its row is reconfigured through a snapshot.
    public func rename(_ identifier: ToDo.ID, to title: String) {
        guard let index = toDos.firstIndex(where: { $0.id == identifier }) else { return }
        toDos[index].title = title
        var snapshot = dataSource.snapshot()
        snapshot.reconfigureItems([identifier])
        dataSource.apply(snapshot, animatingDifferences: true)
    }

    // MARK: UITableViewDragDelegate

    public func tableView(_ tableView: UITableView, itemsForBeginning session: UIDragSession,
                          at indexPath: IndexPath) -> [UIDragItem] {
        guard let identifier = dataSource.itemIdentifier(for: indexPath), let toDo = toDo(with: identifier) else { return [] }
        let dragItem = UIDragItem(itemProvider: NSItemProvider(object: toDo.title as NSString))
        dragItem.localObject = identifier
        return [dragItem]
    }

    // MARK: UITableViewDropDelegate

    public func tableView(_ tableView: UITableView, dropSessionDidUpdate session: UIDropSession,
                          withDestinationIndexPath destinationIndexPath: IndexPath?) -> UITableViewDropProposal {
        guard session.localDragSession != nil else { return UITableViewDropProposal(operation: .forbidden) }
        return UITableViewDropProposal(operation: .move, intent: .insertAtDestinationIndexPath)
    }

    public func tableView(_ tableView: UITableView, performDropWith coordinator: UITableViewDropCoordinator) {
        // Moves within the table go through the data source's `moveRowAt`.
    }
}
