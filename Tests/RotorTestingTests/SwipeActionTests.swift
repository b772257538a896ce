import CellKit
import RotorTesting
import Testing
import RotorTestSupport

/// A mailbox whose rows have swipe actions, written as UIKit's documentation writes them: a
/// table view controller overriding the two swipe delegate methods.
@MainActor
private final class MailboxViewController: UITableViewController {
    var messages = ["Lunch?", "Invoice", "Photos"]
    var flagged: [String] = []
    var unread: Set<String> = []
    /// The source views the handlers were given.
    var sourceViews: [UIView] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "message")
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        messages.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "message", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = messages[indexPath.row]
        cell.contentConfiguration = content
        cell.accessibilityCustomActions = [UIAccessibilityCustomAction(name: "Reply") { _ in true }]
        return cell
    }

    override func tableView(_ tableView: UITableView,
                            trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        let delete = UIContextualAction(style: .destructive, title: "Delete") { [weak self] _, view, completion in
            guard let self else { return }
            sourceViews.append(view)
            messages.remove(at: indexPath.row)
            tableView.deleteRows(at: [indexPath], with: .automatic)
            completion(true)
        }
        let flag = UIContextualAction(style: .normal, title: "Flag") { [weak self] _, view, completion in
            guard let self else { return }
            sourceViews.append(view)
            flagged.append(messages[indexPath.row])
            completion(true)
        }
        flag.backgroundColor = .systemOrange
        return UISwipeActionsConfiguration(actions: [delete, flag])
    }

    override func tableView(_ tableView: UITableView,
                            leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        guard indexPath.row != 2 else { return nil }
        let unreadAction = UIContextualAction(style: .normal, title: "Mark as Unread") { [weak self] _, _, completion in
            guard let self else { return }
            unread.insert(messages[indexPath.row])
            completion(true)
        }
        let untitled = UIContextualAction(style: .normal, title: nil) { _, _, completion in completion(true) }
        untitled.image = UIImage(systemName: "pin")
        let configuration = UISwipeActionsConfiguration(actions: [unreadAction, untitled])
        configuration.performsFirstActionWithFullSwipe = false
        return configuration
    }
}

/// A list whose rows have a trailing swipe action from the list configuration's provider,
/// over a diffable data source.
@MainActor
private final class ShoppingListViewController: UIViewController {
    var collectionView: UICollectionView!
    var dataSource: UICollectionViewDiffableDataSource<Int, String>!

    override func viewDidLoad() {
        super.viewDidLoad()
        var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
        configuration.trailingSwipeActionsConfigurationProvider = { [weak self] indexPath in
            guard let self, let item = dataSource.itemIdentifier(for: indexPath) else { return nil }
            let remove = UIContextualAction(style: .destructive, title: "Remove") { [weak self] _, _, completion in
                guard let self else { return }
                var snapshot = dataSource.snapshot()
                snapshot.deleteItems([item])
                dataSource.apply(snapshot)
                completion(true)
            }
            return UISwipeActionsConfiguration(actions: [remove])
        }
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: UICollectionViewCompositionalLayout.list(using: configuration))
        view.addSubview(collectionView)
        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, item in
            var content = cell.defaultContentConfiguration()
            content.text = item
            cell.contentConfiguration = content
        }
        dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: collectionView) { collectionView, indexPath, item in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(["Eggs", "Flour", "Sugar"])
        dataSource.apply(snapshot, animatingDifferences: false)
    }
}

@MainActor
@Suite("Swipe actions offered by VoiceOver", .cellsScreen)
struct SwipeActionTests {
    private static func mailbox() -> (VirtualScreenReader, MailboxViewController) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 30, height: 6), applicationIdentifier: "mail")
        let mailbox = MailboxViewController(style: .plain)
        window.rootViewController = mailbox
        return (VirtualScreenReader(windows: [window], keeping: [mailbox]), mailbox)
    }

    @Test("a row's swipe actions are offered by title, trailing then leading, before the row's own actions")
    func offeredInOrder() {
        let (reader, _) = Self.mailbox()
        #expect(reader.spokenPhraseLog == ["Lunch?", "Actions Available."])
        #expect(reader.actionNames == ["Delete", "Flag", "Mark as Unread", "Reply"])
        reader.moveToLast()
        #expect(reader.focusedLabel == "Photos")
        #expect(reader.actionNames == ["Delete", "Flag", "Reply"], "the delegate gives this row no leading actions")
    }

    @Test("performing a swipe action runs its handler with the row's cell, for the row focused")
    func performingRunsTheHandler() throws {
        let (reader, mailbox) = Self.mailbox()
        reader.next()
        let said = try reader.performAction(named: "Flag")
        #expect(said.map(\.text) == ["Actions", "Delete", "Flag"], "the rotor reaches the action; succeeding, it says nothing more")
        #expect(mailbox.flagged == ["Invoice"])
        #expect(mailbox.sourceViews.first === mailbox.tableView.cellForRow(at: IndexPath(row: 1, section: 0)))
        try reader.performAction(named: "Mark as Unread")
        #expect(mailbox.unread == ["Invoice"])
    }

    @Test("a destructive action that deletes its row leaves the table without it")
    func deletingTheRow() throws {
        let (reader, mailbox) = Self.mailbox()
        try reader.performAction(named: "Delete")
        #expect(mailbox.messages == ["Invoice", "Photos"])
        reader.moveToFirst()
        #expect(reader.focusedLabel == "Invoice")
        reader.moveToLast()
        #expect(reader.focusedLabel == "Photos")
    }

    @Test("an action's look: the style's colour unless one is set; the configuration keeps its full-swipe setting")
    func appearance() {
        let action = UIContextualAction(style: .destructive, title: "Delete") { _, _, _ in }
        #expect(action.backgroundColor == .systemRed)
        action.backgroundColor = .systemBlue
        #expect(action.backgroundColor == .systemBlue)
        action.backgroundColor = nil
        #expect(action.backgroundColor == .systemRed)
        #expect(UIContextualAction(style: .normal, title: nil) { _, _, _ in }.backgroundColor == .systemGray)
        let configuration = UISwipeActionsConfiguration(actions: [action])
        #expect(configuration.performsFirstActionWithFullSwipe)
        #expect(configuration.actions.first === action)
    }

    @Test("a list's trailing swipe provider is offered on its rows; removing an item through it updates the list")
    func listProvider() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 30, height: 6), applicationIdentifier: "shopping")
        let list = ShoppingListViewController(nibName: nil, bundle: nil)
        window.rootViewController = list
        let reader = VirtualScreenReader(windows: [window], keeping: [list])
        #expect(reader.spokenPhraseLog == ["Eggs", "Actions Available."])
        #expect(reader.actionNames == ["Remove"])
        reader.next()
        try reader.performAction(named: "Remove")
        #expect(list.dataSource.snapshot().itemIdentifiers == ["Eggs", "Sugar"])
        reader.moveToLast()
        #expect(reader.focusedLabel == "Sugar")
    }
}
