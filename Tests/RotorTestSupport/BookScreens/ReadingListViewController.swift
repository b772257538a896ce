#if canImport(UIKit)
import UIKit
#else
import CellKit
#endif

/// A reading list: a table of the books to read, in the order you mean to read them, above a
/// Finished area. Drag a row within the table to reorder the list; drop it on Finished once
/// you have read the book.
public final class ReadingListViewController: UIViewController, UITableViewDataSource,
    UITableViewDragDelegate, UITableViewDropDelegate, UIDropInteractionDelegate {
    public private(set) var toRead: [String]
    public private(set) var finished: [String] = []
    public let tableView = UITableView(frame: .zero, style: .plain)
    public let finishedArea = UILabel()

    public init(books: [String]) {
        toRead = books
        super.init(nibName: nil, bundle: nil)
    }

    public required init?(coder: NSCoder) {
        nil
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Book")
        tableView.dataSource = self
        tableView.dragDelegate = self
        tableView.dropDelegate = self
        tableView.dragInteractionEnabled = true
        tableView.accessibilityIdentifier = "reading list"  // names the table in logs

        finishedArea.text = "Finished"
        finishedArea.textAlignment = .center
        finishedArea.layer.borderWidth = 1
        finishedArea.isUserInteractionEnabled = true  // a label ignores touches, and so drops, until told
        finishedArea.addInteraction(UIDropInteraction(delegate: self))
        finishedArea.accessibilityIdentifier = "finished"

        tableView.translatesAutoresizingMaskIntoConstraints = false
        finishedArea.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(tableView)
        view.addSubview(finishedArea)
        let safeArea = view.safeAreaLayoutGuide
        NSLayoutConstraint.activate([
            tableView.topAnchor.constraint(equalTo: safeArea.topAnchor),
            tableView.leadingAnchor.constraint(equalTo: safeArea.leadingAnchor),
            tableView.trailingAnchor.constraint(equalTo: safeArea.trailingAnchor),
            tableView.bottomAnchor.constraint(equalTo: finishedArea.topAnchor, constant: -16),
            finishedArea.leadingAnchor.constraint(equalTo: safeArea.leadingAnchor, constant: 16),
            finishedArea.trailingAnchor.constraint(equalTo: safeArea.trailingAnchor, constant: -16),
            finishedArea.bottomAnchor.constraint(equalTo: safeArea.bottomAnchor, constant: -16),
            finishedArea.heightAnchor.constraint(equalToConstant: 88),
        ])
    }

    public override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        // VoiceOver's drop point, named for what the drop does, at the area's laid-out middle.
        finishedArea.accessibilityDropPointDescriptors = [
            UIAccessibilityLocationDescriptor(name: "Mark as finished", view: finishedArea),
        ]
    }

    // MARK: UITableViewDataSource

    public func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        toRead.count
    }

    public func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Book", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = toRead[indexPath.row]
        cell.contentConfiguration = content
        return cell
    }

    // A row dropped within the table moves here: UIKit calls this rather than performDropWith.
    public func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath,
                          to destinationIndexPath: IndexPath) {
        let book = toRead.remove(at: sourceIndexPath.row)
        toRead.insert(book, at: destinationIndexPath.row)
    }

    // MARK: UITableViewDragDelegate

    public func tableView(_ tableView: UITableView, itemsForBeginning session: UIDragSession,
                          at indexPath: IndexPath) -> [UIDragItem] {
        let book = toRead[indexPath.row]
        let item = UIDragItem(itemProvider: NSItemProvider(object: book as NSString))
        item.localObject = book
        return [item]
    }

    // MARK: UITableViewDropDelegate

    public func tableView(_ tableView: UITableView, dropSessionDidUpdate session: UIDropSession,
                          withDestinationIndexPath destinationIndexPath: IndexPath?) -> UITableViewDropProposal {
        guard tableView.hasActiveDrag else { return UITableViewDropProposal(operation: .forbidden) }
        return UITableViewDropProposal(operation: .move, intent: .insertAtDestinationIndexPath)
    }

    public func tableView(_ tableView: UITableView, performDropWith coordinator: UITableViewDropCoordinator) {
        // The table takes only its own rows, which move through tableView(_:moveRowAt:to:).
    }

    // MARK: UIDropInteractionDelegate (the Finished area)

    public func dropInteraction(_ interaction: UIDropInteraction, canHandle session: UIDropSession) -> Bool {
        session.localDragSession != nil
    }

    public func dropInteraction(_ interaction: UIDropInteraction,
                                sessionDidUpdate session: UIDropSession) -> UIDropProposal {
        UIDropProposal(operation: .move)
    }

    public func dropInteraction(_ interaction: UIDropInteraction, performDrop session: UIDropSession) {
        for book in session.items.compactMap({ $0.localObject as? String }) {
            guard let row = toRead.firstIndex(of: book) else { continue }
            toRead.remove(at: row)
            finished.append(book)
            tableView.deleteRows(at: [IndexPath(row: row, section: 0)], with: .automatic)
            UIAccessibility.post(notification: .announcement, argument: "\(book) finished")
        }
    }
}
