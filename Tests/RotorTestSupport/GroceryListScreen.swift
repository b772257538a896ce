import CellKit
import Foundation

/// A shopping list written as Apple's "Supporting drag and drop in table views" writes its
/// table (the data source, the delegate, and the drag and drop delegates on one object, with no
/// accessibility code at all): a drag within the table moves a row through the data source's
/// `moveRowAt`; text dropped from another app is loaded and inserted at the destination.
@MainActor
public final class GroceryList: UITableViewDataSource, UITableViewDelegate, UITableViewDragDelegate,
    UITableViewDropDelegate {
    public var items: [String]
    /// How many times the table asked for a cell: only for rows on screen.
    public private(set) var cellsAskedFor = 0

    public init(items: [String]) {
        self.items = items
    }

    // MARK: UITableViewDataSource

    public func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        items.count
    }

    public func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        cellsAskedFor += 1
        let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
        cell.textLabel?.text = items[indexPath.row]
        return cell
    }

    public func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
        true
    }

    public func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        let item = items.remove(at: sourceIndexPath.row)
        items.insert(item, at: destinationIndexPath.row)
    }

    // MARK: UITableViewDragDelegate

    public func tableView(_ tableView: UITableView, itemsForBeginning session: UIDragSession,
                          at indexPath: IndexPath) -> [UIDragItem] {
        let itemProvider = NSItemProvider(object: items[indexPath.row] as NSString)
        return [UIDragItem(itemProvider: itemProvider)]
    }

    // MARK: UITableViewDropDelegate

    public func tableView(_ tableView: UITableView, canHandle session: UIDropSession) -> Bool {
        session.canLoadObjects(ofClass: NSString.self)
    }

    public func tableView(_ tableView: UITableView, dropSessionDidUpdate session: UIDropSession,
                          withDestinationIndexPath destinationIndexPath: IndexPath?) -> UITableViewDropProposal {
        // The .move operation is available only for dragging within a single app.
        if tableView.hasActiveDrag {
            if session.items.count > 1 {
                return UITableViewDropProposal(operation: .cancel)
            } else {
                return UITableViewDropProposal(operation: .move, intent: .insertAtDestinationIndexPath)
            }
        } else {
            return UITableViewDropProposal(operation: .copy, intent: .insertAtDestinationIndexPath)
        }
    }

    public func tableView(_ tableView: UITableView, performDropWith coordinator: UITableViewDropCoordinator) {
        let destinationIndexPath: IndexPath
        if let indexPath = coordinator.destinationIndexPath {
            destinationIndexPath = indexPath
        } else {
            let section = tableView.numberOfSections - 1
            let row = tableView.numberOfRows(inSection: section)
            destinationIndexPath = IndexPath(row: row, section: section)
        }
        coordinator.session.loadObjects(ofClass: NSString.self) { items in
            let stringItems = items.compactMap { $0 as? NSString }.map { String($0) }
            var indexPaths = [IndexPath]()
            for (index, item) in stringItems.enumerated() {
                let indexPath = IndexPath(row: destinationIndexPath.row + index, section: destinationIndexPath.section)
                self.items.insert(item, at: indexPath.row)
                indexPaths.append(indexPath)
            }
            tableView.insertRows(at: indexPaths, with: .automatic)
        }
    }
}

/// A note another app shows: a label with a drag of its text, found by VoiceOver as any
/// view's drag is ("Drag ‹label›").
@MainActor
public final class DraggableNote: UILabel, UIDragInteractionDelegate {
    /// CellKit loads no archives (there are no storyboards): this always fails, decoding nothing.
    public required init?(coder: NSCoder) {
        nil
    }

    public init(text: String, frame: CGRect) {
        super.init(frame: frame)
        self.text = text
        isUserInteractionEnabled = true
        addInteraction(UIDragInteraction(delegate: self))
    }

    public func dragInteraction(_ interaction: UIDragInteraction, itemsForBeginning session: UIDragSession) -> [UIDragItem] {
        [UIDragItem(itemProvider: NSItemProvider(object: (text ?? "") as NSString))]
    }
}

/// The grocery list's table in one app, beside a notes app with a note to drag in. The table is
/// 30 columns by 8 rows: one row per line.
@MainActor
public struct GroceryListScreen {
    public let groceries = UIWindow(frame: CGRect(x: 0, y: 0, width: 30, height: 8), applicationIdentifier: "groceries")
    public let notes = UIWindow(frame: CGRect(x: 30, y: 0, width: 20, height: 8), applicationIdentifier: "notes")
    public let list: GroceryList
    public let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 30, height: 8), style: .plain)
    public let note: DraggableNote

    public init(items: [String] = ["Milk", "Butter", "Eggs", "Flour"], note: String = "Bread") {
        list = GroceryList(items: items)
        tableView.accessibilityIdentifier = "groceries"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
        tableView.dataSource = list
        tableView.delegate = list
        tableView.dragDelegate = list
        tableView.dropDelegate = list
        groceries.addSubview(tableView)
        self.note = DraggableNote(text: note, frame: CGRect(x: 1, y: 1, width: 10, height: 1))
        self.note.accessibilityIdentifier = "note"
        notes.addSubview(self.note)
    }

    /// Both windows, back to front.
    public var windows: [UIWindow] { [groceries, notes] }

    /// The texts of the rows on screen, in order.
    public var shownRows: [String] {
        tableView.visibleCells.compactMap { $0.textLabel?.text }
    }
}
