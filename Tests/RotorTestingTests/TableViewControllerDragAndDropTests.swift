import CellKit
import Foundation
import RotorTestSupport
import RotorTesting
import Testing

/// A to-do list written as Apple's table view samples write a `UITableViewController`: the data
/// source and delegate methods overridden in the class body, the drag and drop delegates adopted
/// by the class and set in `viewDidLoad`, and no accessibility code.
@MainActor
final class TodoViewController: UITableViewController, UITableViewDragDelegate, UITableViewDropDelegate {
    var todos = ["Buy milk", "Call Ana", "Water plants", "Pay rent"]
    private(set) var appeared = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "To Do"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "TodoCell")
        tableView.dragDelegate = self
        tableView.dropDelegate = self
        tableView.dragInteractionEnabled = true
        navigationItem.rightBarButtonItem = editButtonItem
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        appeared += 1
    }

    // MARK: - Table view data source

    override func numberOfSections(in tableView: UITableView) -> Int {
        1
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        todos.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "TodoCell", for: indexPath)
        cell.textLabel?.text = todos[indexPath.row]
        return cell
    }

    override func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
        true
    }

    override func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        let moved = todos.remove(at: sourceIndexPath.row)
        todos.insert(moved, at: destinationIndexPath.row)
    }

    // MARK: - UITableViewDragDelegate

    func tableView(_ tableView: UITableView, itemsForBeginning session: UIDragSession, at indexPath: IndexPath) -> [UIDragItem] {
        let provider = NSItemProvider(object: todos[indexPath.row] as NSString)
        let item = UIDragItem(itemProvider: provider)
        item.localObject = todos[indexPath.row]
        return [item]
    }

    // MARK: - UITableViewDropDelegate

    func tableView(_ tableView: UITableView, canHandle session: UIDropSession) -> Bool {
        session.canLoadObjects(ofClass: NSString.self)
    }

    func tableView(_ tableView: UITableView, dropSessionDidUpdate session: UIDropSession,
                   withDestinationIndexPath destinationIndexPath: IndexPath?) -> UITableViewDropProposal {
        if tableView.hasActiveDrag {
            return UITableViewDropProposal(operation: .move, intent: .insertAtDestinationIndexPath)
        }
        return UITableViewDropProposal(operation: .copy, intent: .insertAtDestinationIndexPath)
    }

    func tableView(_ tableView: UITableView, performDropWith coordinator: UITableViewDropCoordinator) {
        let destination = coordinator.destinationIndexPath ?? IndexPath(row: todos.count, section: 0)
        coordinator.session.loadObjects(ofClass: NSString.self) { objects in
            let texts = objects.compactMap { $0 as? NSString }.map { String($0) }
            var indexPaths: [IndexPath] = []
            for (offset, text) in texts.enumerated() {
                self.todos.insert(text, at: destination.row + offset)
                indexPaths.append(IndexPath(row: destination.row + offset, section: destination.section))
            }
            tableView.insertRows(at: indexPaths, with: .automatic)
        }
    }
}

/// A collection view controller written as Apple's samples write one: a flow layout given at
/// `init(collectionViewLayout:)`, overridden data source methods, the drag and drop delegates
/// adopted by the class, and no accessibility code.
@MainActor
final class BookshelfViewController: UICollectionViewController, UICollectionViewDragDelegate, UICollectionViewDropDelegate {
    var books = ["Dune", "Emma", "Ulysses"]

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.register(ShelfCell.self, forCellWithReuseIdentifier: "Book")
        collectionView.dragDelegate = self
        collectionView.dropDelegate = self
    }

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        books.count
    }

    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Book", for: indexPath)
        (cell as? ShelfCell)?.titleLabel.text = books[indexPath.item]
        return cell
    }

    func collectionView(_ collectionView: UICollectionView, itemsForBeginning session: UIDragSession,
                        at indexPath: IndexPath) -> [UIDragItem] {
        let item = UIDragItem(itemProvider: NSItemProvider(object: books[indexPath.item] as NSString))
        item.localObject = books[indexPath.item]
        return [item]
    }

    func collectionView(_ collectionView: UICollectionView, dropSessionDidUpdate session: UIDropSession,
                        withDestinationIndexPath destinationIndexPath: IndexPath?) -> UICollectionViewDropProposal {
        UICollectionViewDropProposal(operation: collectionView.hasActiveDrag ? .move : .copy,
                                     intent: .insertAtDestinationIndexPath)
    }

    func collectionView(_ collectionView: UICollectionView, performDropWith coordinator: UICollectionViewDropCoordinator) {
        let destination = coordinator.destinationIndexPath ?? IndexPath(item: books.count, section: 0)
        for item in coordinator.items {
            guard let source = item.sourceIndexPath else { continue }
            collectionView.performBatchUpdates({
                books.insert(books.remove(at: source.item), at: destination.item)
                collectionView.deleteItems(at: [source])
                collectionView.insertItems(at: [destination])
            })
            coordinator.drop(item.dragItem, toItemAt: destination)
        }
    }
}

/// Table and collection view controllers, as Apple's samples write them, pushed in a navigation
/// controller in a window, used by a VoiceOver user through the Actions rotor.
@MainActor
@Suite("Table and collection view controllers used by VoiceOver", .cellsScreen)
struct TableViewControllerDragAndDropTests {
    /// The to-do list at the root of a navigation controller in a 30×10 window, and a notes app
    /// beside it with a note to drag in.
    @MainActor
    struct Screen {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 30, height: 10), applicationIdentifier: "todo")
        let notes = UIWindow(frame: CGRect(x: 30, y: 0, width: 20, height: 10), applicationIdentifier: "notes")
        let todo = TodoViewController(style: .plain)
        let navigation: UINavigationController

        init() {
            navigation = UINavigationController(rootViewController: todo)
            window.rootViewController = navigation
            window.makeKeyAndVisible()
            notes.addSubview(DraggableNote(text: "Book dentist", frame: CGRect(x: 1, y: 1, width: 14, height: 1)))
        }

        var rows: [String] { todo.tableView.visibleCells.compactMap { $0.textLabel?.text } }
    }

    @Test("the controller's view is a table of its style, with the controller as data source and delegate")
    func theTableIsTheView() {
        let controller = UITableViewController(style: .grouped)
        #expect(!controller.isViewLoaded)
        let table = controller.tableView
        #expect(controller.isViewLoaded)
        #expect(table === controller.view)
        #expect(table?.style == .grouped)
        #expect(table?.dataSource === controller)
        #expect(table?.delegate === controller)
        #expect(UITableViewController(nibName: nil, bundle: nil).tableView.style == .plain)
        #expect(table?.numberOfRows(inSection: 0) == 0, "with nothing overridden, no rows")
    }

    @Test("a row is reordered by the Actions rotor, and another app's text is dropped into the list, the callbacks in UIKit's order")
    func reorderAndDropIn() throws {
        let screen = Screen()
        let reader = VirtualScreenReader(windows: [screen.window, screen.notes], keeping: [screen.navigation])
        #expect(screen.todo.appeared == 1)
        #expect(screen.rows == ["Buy milk", "Call Ana", "Water plants", "Pay rent"])
        while reader.focusedLabel != "Buy milk" {
            let before = reader.focusedLabel
            reader.next()
            try #require(reader.focusedLabel != before, "the first row is reached by swiping")
        }
        // The screen's first element is the navigation bar's title, then its Edit button.
        #expect(reader.spokenPhraseLog.prefix(3) == ["To Do. Heading.", "Edit. Button.", "Buy milk"])
        #expect(reader.actionNames == ["Drag Buy milk"])
        try reader.performAction(named: "Drag Buy milk")
        #expect(reader.lastSpokenPhrase == "Drag started, Drag Buy milk")
        reader.next()
        reader.next()
        #expect(reader.focusedLabel == "Water plants")
        #expect(reader.actionNames.prefix(2) == ["Drop before Water plants", "Drop after Water plants"])
        let said = try reader.performAction(named: "Drop after Water plants")
        #expect(said.last?.text == "Dropped, Drop after Water plants")
        #expect(screen.todo.todos == ["Call Ana", "Water plants", "Buy milk", "Pay rent"])
        #expect(screen.rows == ["Call Ana", "Water plants", "Buy milk", "Pay rent"])
        // The controller's delegate methods ran in UIKit's order (only those it implements); the
        // table moved the row itself and told the controller's overridden moveRowAt.
        #expect(reader.callbackLog == [
            "drag UITableView itemsForBeginning → at [0, 0] → 1 item",
            "drop UITableView canHandle → true",
            "drop UITableView dropSessionDidUpdate → at [0, 0] → move insertAtDestinationIndexPath",
            // The rotor lands on "Drop before Water plants", then "Drop after"; the double tap drops.
            "drop UITableView dropSessionDidUpdate → at [0, 1] → move insertAtDestinationIndexPath",
            "drop UITableView dropSessionDidUpdate → at [0, 2] → move insertAtDestinationIndexPath",
            "drop UITableView dropSessionDidUpdate → at [0, 2] → move insertAtDestinationIndexPath",
            "drop UITableView moveRowAt → [0, 0] → [0, 2]",
        ])

        reader.moveToLast()
        #expect(reader.focusedLabel == "Book dentist")
        try reader.performAction(named: "Drag Book dentist")
        while reader.focusedLabel != "Pay rent" {
            let before = reader.focusedLabel
            reader.previous()
            try #require(reader.focusedLabel != before, "the last row is reached by swiping back")
        }
        #expect(reader.actionNames == ["Drop before Pay rent", "Drop after Pay rent"])
        try reader.performAction(named: "Drop before Pay rent")
        #expect(screen.todo.todos == ["Call Ana", "Water plants", "Buy milk", "Book dentist", "Pay rent"])
        #expect(reader.callbackLog.suffix(2) == [
            "drop UITableView dropSessionDidUpdate → at [0, 3] → copy insertAtDestinationIndexPath",
            "drop UITableView performDropWith → at [0, 3]",
        ])
    }

    @Test("the edit button is read in the navigation bar and turns the table's editing on, with reorder controls")
    func editButtonEditsTheTable() throws {
        let screen = Screen()
        let reader = VirtualScreenReader(windows: [screen.window, screen.notes], keeping: [screen.navigation])
        while reader.focusedLabel != "Edit" {
            let before = reader.focusedLabel
            reader.next()
            try #require(reader.focusedLabel != before, "the Edit button is in the bar")
        }
        reader.act()
        #expect(screen.todo.isEditing)
        #expect(screen.todo.tableView.isEditing)
        #expect(reader.focusedLabel == "Done")
        screen.todo.setEditing(false, animated: false)
        #expect(!screen.todo.tableView.isEditing)
    }

    @Test("a selected row is cleared when the list appears again after a pushed screen is popped")
    func selectionClearedOnAppearance() {
        let screen = Screen()
        let table = screen.todo.tableView!
        table.selectRow(at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)
        #expect(table.indexPathsForSelectedRows == [IndexPath(row: 1, section: 0)])
        screen.navigation.pushViewController(UIViewController(), animated: false)
        screen.navigation.popViewController(animated: false)
        #expect(screen.todo.appeared == 2)
        #expect(table.indexPathsForSelectedRows == nil)

        screen.todo.clearsSelectionOnViewWillAppear = false
        table.selectRow(at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)
        screen.navigation.pushViewController(UIViewController(), animated: false)
        screen.navigation.popViewController(animated: false)
        #expect(table.indexPathsForSelectedRows == [IndexPath(row: 1, section: 0)])
    }

    @Test("a collection view controller's books are reordered by the Actions rotor")
    func collectionViewController() throws {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 8, height: 3)
        let shelf = BookshelfViewController(collectionViewLayout: layout)
        #expect(shelf.collectionViewLayout === layout)
        #expect(shelf.installsStandardGestureForInteractiveMovement)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 40, height: 8), applicationIdentifier: "books")
        let navigation = UINavigationController(rootViewController: shelf)
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        #expect(shelf.collectionView.dataSource === shelf)
        #expect(shelf.collectionView.collectionViewLayout === layout)
        let reader = VirtualScreenReader(windows: [window], keeping: [navigation])
        while reader.focusedLabel != "Dune" {
            let before = reader.focusedLabel
            reader.next()
            try #require(reader.focusedLabel != before, "the first book is reached by swiping")
        }
        #expect(reader.actionNames == ["Drag Dune"])
        try reader.performAction(named: "Drag Dune")
        reader.next()
        reader.next()
        #expect(reader.focusedLabel == "Ulysses")
        try reader.performAction(named: "Drop after Ulysses")
        #expect(shelf.books == ["Emma", "Ulysses", "Dune"])
    }
}
