import Audit
import CellKit
import Foundation
import ScreenReader
import Testing
import RotorTestSupport

/// The unplaced-element warning on screens written in Swift as UIKit code is: a badge placed
/// before layout is found; a table view controller whose rows drag and drop audits clean.
@MainActor
@Suite("Elements built before layout", .cellsScreen)
struct UnplacedElementAuditTests {
    /// A screen that places its badge from the view's width in `viewDidLoad`, with a `loadView`
    /// that makes a view zero by zero: the badge ends up left of the view, where no touch reaches.
    final class BadgeViewController: UIViewController {
        override func loadView() {
            view = UIView()
        }

        override func viewDidLoad() {
            super.viewDidLoad()
            let title = UILabel(frame: CGRect(x: 1, y: 1, width: 10, height: 1))
            title.text = "Inbox"
            view.addSubview(title)
            let badge = UILabel(frame: CGRect(x: view.bounds.width - 6, y: 1, width: 5, height: 1))
            badge.text = "3 new"
            view.addSubview(badge)
        }
    }

    @Test("a badge placed from a zero-by-zero view lies outside it, and the warning names its path and its container")
    func badgeBuiltBeforeLayout() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 30, height: 6), applicationIdentifier: "mail")
        window.rootViewController = BadgeViewController()
        window.makeKeyAndVisible()
        let report = Auditor(windows: [window]).audit()
        let found = report.findings.filter { $0.rule == .unplacedElement }
        #expect(found.count == 1)
        #expect(found.first?.element?.label == "3 new")
        #expect(found.first?.severity == .warning)
        #expect(found.first?.message.contains("lies outside its container window/UIView[0]") == true,
                "\(found.first?.message ?? "")")
        #expect(report.findings.allSatisfy { $0.element?.label != "Inbox" })
    }

    /// A chain of 200 views, each inside the one before and as wide as the window, but one
    /// (`narrowAt` views below the window) only 5 cells wide, and a label at the bottom right:
    /// the label overlaps every view above it but the narrow one. The audit takes the views
    /// above an element in runs (`ContainerRuns`): the container it names is the narrow one,
    /// wherever it sits among the runs, and without it nothing is reported.
    @Test("in a tree 200 views deep, the container an element lies outside is found at any depth",
          arguments: [nil, 1, 2, 63, 64, 65, 128, 150, 199, 200])
    func deepChainNamesTheContainerMissed(narrowAt: Int?) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 30, height: 6))
        var parent: UIView = window
        for depth in 1...200 {
            let view = UIView(frame: CGRect(x: 0, y: 0, width: depth == narrowAt ? 5 : 30, height: 6))
            if depth == narrowAt { view.accessibilityIdentifier = "narrow" }
            parent.addSubview(view)
            parent = view
        }
        let label = UILabel(frame: CGRect(x: 20, y: 1, width: 8, height: 1))
        label.text = "Deep"
        parent.addSubview(label)
        window.makeKeyAndVisible()
        let found = Auditor(windows: [window]).audit().findings.filter { $0.rule == .unplacedElement }
        guard narrowAt != nil else {
            #expect(found.isEmpty, "\(found.map(\.message))")
            return
        }
        #expect(found.map(\.element?.label) == ["Deep"])
        #expect(found.first?.message.contains("/narrow, so touch never finds it") == true, "\(found.first?.message ?? "")")
    }

    /// Labels of one view 200 deep, some outside a narrow view 100 up, one outside a less
    /// narrow view 20 up as well, one inside every view: each is named with the nearest
    /// container it lies outside, whichever was found for the label before it.
    @Test("labels of one deep view are each found outside their own nearest container")
    func deepLabelsFindTheirOwnContainers() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 30, height: 6))
        var parent: UIView = window
        for depth in 1...200 {
            let width: CGFloat = depth == 100 ? 5 : depth == 180 ? 15 : 30
            let view = UIView(frame: CGRect(x: 0, y: 0, width: width, height: 6))
            if depth == 100 { view.accessibilityIdentifier = "narrow" }
            if depth == 180 { view.accessibilityIdentifier = "half" }
            parent.addSubview(view)
            parent = view
        }
        for (name, x, y) in [("Beyond narrow", 10, 0), ("Beyond half", 20, 1), ("Inside", 1, 2), ("Also beyond narrow", 10, 3)] {
            let label = UILabel(frame: CGRect(x: CGFloat(x), y: CGFloat(y), width: 4, height: 1))
            label.text = name
            parent.addSubview(label)
        }
        window.makeKeyAndVisible()
        let found = Auditor(windows: [window]).audit().findings.filter { $0.rule == .unplacedElement }
        #expect(found.count == 2, "\(found.map(\.message))")
        let beyondHalf = found.first { $0.message.contains("\"Beyond half\"") }
        #expect(beyondHalf?.message.contains("/half, so touch never finds it") == true, "\(beyondHalf?.message ?? "")")
        let beyondNarrow = found.first { $0.message.contains("\"Beyond narrow\"") }
        #expect(beyondNarrow?.message.hasPrefix("2 elements") == true, "\(beyondNarrow?.message ?? "")")
        #expect(beyondNarrow?.message.contains("/narrow, from") == true, "\(beyondNarrow?.message ?? "")")
        #expect(found.allSatisfy { !$0.message.contains("\"Inside\"") })
    }

    /// Forty labels at the bottom of a chain of 100 plain views inside a scroll view five rows
    /// tall, one of the views (50 down) only 20 rows tall: the audit scrolls each label into
    /// view before judging it, and the labels below row 20 lie outside that view wherever the
    /// content is scrolled to. What the audit keeps of the views above (`ContainerRuns`) is kept
    /// across its scrolling, moved with the content; from a loaded offset of half a cell, the
    /// moves are parts of a cell, and what is kept is met afresh.
    @Test("labels deep inside a scroll view, scrolled into view one by one, are found outside the short view above them",
          arguments: [0, 0.5])
    func deepInScrollViewKeepsItsContainers(loadedOffset: Double) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 30, height: 6))
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 30, height: 5))
        scrollView.contentSize = CGSize(width: 30, height: 40)
        window.addSubview(scrollView)
        var parent: UIView = scrollView
        for depth in 1...100 {
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: depth == 50 ? 20 : 40))
            if depth == 50 { view.accessibilityIdentifier = "short" }
            parent.addSubview(view)
            parent = view
        }
        for row in 0..<40 {
            let label = UILabel(frame: CGRect(x: 0, y: CGFloat(row), width: 8, height: 1))
            label.text = "Row \(row)"
            parent.addSubview(label)
        }
        scrollView.contentOffset = CGPoint(x: 0, y: loadedOffset)
        window.makeKeyAndVisible()
        let found = Auditor(windows: [window]).audit().findings.filter { $0.rule == .unplacedElement }
        #expect(found.count == 1, "\(found.map(\.message))")
        #expect(found.first?.message.hasPrefix("20 elements in ") == true, "\(found.first?.message ?? "")")
        #expect(found.first?.message.contains("/short, from \"Row 20\"") == true, "\(found.first?.message ?? "")")
        #expect(found.first?.message.contains("to \"Row 39\"") == true, "\(found.first?.message ?? "")")
        // The screen is left where it was loaded.
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: loadedOffset))
    }

    @Test("an element with an empty frame, which the cursor's swipes pass over, is still reported")
    func emptyFrameSkippedBySwipesIsReported() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 30, height: 6))
        let title = UILabel(frame: CGRect(x: 1, y: 1, width: 10, height: 1))
        title.text = "Inbox"
        let badge = UILabel(frame: CGRect(x: 1, y: 2, width: 0, height: 1))
        badge.text = "3 new"
        let footer = UILabel(frame: CGRect(x: 1, y: 3, width: 10, height: 1))
        footer.text = "Updated now"
        for label in [title, badge, footer] { window.addSubview(label) }
        let reader = ScreenReader(finger: Finger(windows: [window]))
        reader.start()
        reader.perform(.swipeRight)
        #expect(reader.focusedElement?.label == "Updated now", "the swipe passes over the badge")
        let found = Auditor(windows: [window]).audit().findings.filter { $0.rule == .unplacedElement }
        #expect(found.map(\.element?.label) == ["3 new"])
        #expect(found.first?.message.contains("has an empty frame") == true, "\(found.first?.message ?? "")")
    }

    /// A list written as a `UITableViewController` with drag and drop delegates and no
    /// accessibility code.
    final class ListViewController: UITableViewController, UITableViewDragDelegate, UITableViewDropDelegate {
        var items = ["Milk", "Eggs", "Flour"]

        override func viewDidLoad() {
            super.viewDidLoad()
            title = "Groceries"
            tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
            tableView.dragDelegate = self
            tableView.dropDelegate = self
        }

        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { items.count }

        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
            cell.textLabel?.text = items[indexPath.row]
            return cell
        }

        override func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
            items.insert(items.remove(at: sourceIndexPath.row), at: destinationIndexPath.row)
        }

        func tableView(_ tableView: UITableView, itemsForBeginning session: UIDragSession, at indexPath: IndexPath) -> [UIDragItem] {
            [UIDragItem(itemProvider: NSItemProvider(object: items[indexPath.row] as NSString))]
        }

        func tableView(_ tableView: UITableView, dropSessionDidUpdate session: UIDropSession,
                       withDestinationIndexPath destinationIndexPath: IndexPath?) -> UITableViewDropProposal {
            UITableViewDropProposal(operation: tableView.hasActiveDrag ? .move : .copy, intent: .insertAtDestinationIndexPath)
        }

        func tableView(_ tableView: UITableView, performDropWith coordinator: UITableViewDropCoordinator) {}
    }

    @Test("a table view controller in a navigation controller, with drag and drop delegates and no accessibility code, audits clean")
    func tableViewControllerAuditsClean() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 30, height: 8), applicationIdentifier: "groceries")
        let list = ListViewController(style: .plain)
        let navigation = UINavigationController(rootViewController: list)
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        let report = Auditor(windows: [window]).audit()
        #expect(report.findings.isEmpty, "\(report.findings.map(\.message))")
        #expect(report.actions.map(\.name).contains("Drag Milk"))
        withExtendedLifetime(navigation) {}
    }
}
