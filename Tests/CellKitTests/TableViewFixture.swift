import CellKit
import Foundation

/// A table's data source and delegate that count what the table asks, and record what it
/// tells, in order.
final class CountingList: UITableViewDataSource, UITableViewDelegate {
    var sections: [[String]]
    var headers: [String?] = []
    var footers: [String?] = []
    var heights: [IndexPath: CGFloat] = [:]
    /// The rows `cellForRowAt` was asked for, in order.
    private(set) var cellRequests: [IndexPath] = []
    private(set) var countRequests = 0
    private(set) var heightRequests = 0
    /// How many header and footer titles the table asked for.
    private(set) var titleRequests = 0
    /// What the delegate was told, in order: "willSelect [0, 1]", "didSelect [0, 1]", ….
    private(set) var told: [String] = []
    /// What the data source was told to move.
    private(set) var moves: [(IndexPath, IndexPath)] = []
    /// Cells made fresh, not reused.
    private(set) var reuses = 0

    init(sections: [[String]]) {
        self.sections = sections
    }

    convenience init(rows: Int) {
        self.init(sections: [(0..<rows).map { "Row \($0)" }])
    }

    func numberOfSections(in tableView: UITableView) -> Int { sections.count }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        countRequests += 1
        return sections[section].count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        cellRequests.append(indexPath)
        let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
        if cell.textLabel?.text != nil { reuses += 1 }
        cell.textLabel?.text = sections[indexPath.section][indexPath.row]
        return cell
    }

    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        titleRequests += 1
        return headers.indices.contains(section) ? headers[section] : nil
    }

    func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
        titleRequests += 1
        return footers.indices.contains(section) ? footers[section] : nil
    }

    func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        moves.append((sourceIndexPath, destinationIndexPath))
        let item = sections[sourceIndexPath.section].remove(at: sourceIndexPath.row)
        sections[destinationIndexPath.section].insert(item, at: destinationIndexPath.row)
    }

    func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        told.append("willSelect \(indexPath)")
        return indexPath
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        told.append("didSelect \(indexPath)")
    }

    func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {
        told.append("didDeselect \(indexPath)")
    }
}

/// A list whose rows have heights of their own, from the delegate.
final class TallRowsList: UITableViewDataSource, UITableViewDelegate {
    let heights: [CGFloat]
    private(set) var heightRequests = 0

    init(heights: [CGFloat]) {
        self.heights = heights
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { heights.count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
        cell.textLabel?.text = "Tall \(indexPath.row)"
        return cell
    }

    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        heightRequests += 1
        return heights[indexPath.row]
    }
}

/// A table of `list` in a 30×10 window, laid out.
@MainActor
struct ListScreen {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 30, height: 10), applicationIdentifier: "list")
    let tableView: UITableView
    let finger: Finger

    init(_ dataSource: UITableViewDataSource & UITableViewDelegate, style: UITableView.Style = .plain) {
        tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 30, height: 10), style: style)
        tableView.accessibilityIdentifier = "list"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
        tableView.dataSource = dataSource
        tableView.delegate = dataSource
        window.addSubview(tableView)
        finger = Finger(windows: [window])
        tableView.layoutIfNeeded()
    }

    /// The centre of a row, on the screen.
    func centre(of indexPath: IndexPath) -> CGPoint {
        let frame = tableView.rectForRow(at: indexPath)
        return tableView.screenPoint(for: CGPoint(x: frame.midX, y: frame.midY))
    }

    var shownTexts: [String] {
        tableView.visibleCells.compactMap { $0.textLabel?.text }
    }
}

/// A list taking text from other apps through placeholder rows, as Apple's sample for
/// collection views places slow drops, written for a table.
final class PlaceholderList: UITableViewDataSource, UITableViewDropDelegate {
    var items: [String]
    var lastContext: UITableViewDropPlaceholderContext?

    init(items: [String]) {
        self.items = items
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { items.count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
        cell.textLabel?.text = items[indexPath.row]
        return cell
    }

    func tableView(_ tableView: UITableView, dropSessionDidUpdate session: UIDropSession,
                   withDestinationIndexPath destinationIndexPath: IndexPath?) -> UITableViewDropProposal {
        UITableViewDropProposal(operation: .copy, intent: .insertAtDestinationIndexPath)
    }

    func tableView(_ tableView: UITableView, performDropWith coordinator: UITableViewDropCoordinator) {
        let destination = coordinator.destinationIndexPath ?? IndexPath(row: items.count, section: 0)
        for item in coordinator.items {
            let placeholder = UITableViewDropPlaceholder(insertionIndexPath: destination, reuseIdentifier: "Cell", rowHeight: 1)
            placeholder.cellUpdateHandler = { cell in cell.textLabel?.text = "Loading…" }
            // The provider's completion is @Sendable, as Foundation's; CellKit ends loads on the
            // main actor's clock, so the fixture goes straight on there.
            nonisolated(unsafe) let context = coordinator.drop(item.dragItem, to: placeholder)
            lastContext = context
            item.dragItem.itemProvider.loadObject(ofClass: NSString.self) { object, _ in
                let text = (object as? NSString).map { String($0) }
                MainActor.assumeIsolated {
                    guard let text else {
                        context.deletePlaceholder()
                        return
                    }
                    context.commitInsertion { path in self.items.insert(text, at: path.row) }
                }
            }
        }
    }
}

/// A header view of the app's, registered and dequeued by the table.
final class BannerHeader: UITableViewHeaderFooterView {
    private(set) var reuses = 0

    override func prepareForReuse() {
        super.prepareForReuse()
        reuses += 1
    }
}

/// Sections whose headers are the app's views, dequeued as UIKit code writes it.
final class BannerList: UITableViewDataSource, UITableViewDelegate {
    let sections: [[String]]
    private(set) var headersMade: [BannerHeader] = []

    init(sections: [[String]]) {
        self.sections = sections
    }

    func numberOfSections(in tableView: UITableView) -> Int { sections.count }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { sections[section].count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
        cell.textLabel?.text = sections[indexPath.section][indexPath.row]
        return cell
    }

    func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
        guard let header = tableView.dequeueReusableHeaderFooterView(withIdentifier: "Banner") as? BannerHeader else { return nil }
        header.textLabel?.text = "Section \(section)"
        if !headersMade.contains(where: { $0 === header }) { headersMade.append(header) }
        return header
    }
}
