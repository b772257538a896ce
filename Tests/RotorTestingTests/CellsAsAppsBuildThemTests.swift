import CellKit
import Foundation
import RotorTesting
import Testing
import RotorTestSupport

/// Cells built as apps build them: views added to the cell itself rather than its
/// `contentView`, and tables and collection views that layout squeezed to nothing.
@MainActor
@Suite("Cells as apps build them", .cellsScreen)
struct CellsAsAppsBuildThemTests {
    /// A table cell that puts its views on the cell itself, not in its `contentView`, as many
    /// apps do: a title label at the leading edge and a count label at the trailing edge.
    final class ScoreCell: UITableViewCell {
        let title = UILabel(frame: .zero)
        let score = UILabel(frame: .zero)

        override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
            super.init(style: style, reuseIdentifier: reuseIdentifier)
            addSubview(title)
            addSubview(score)
        }

        required init?(coder: NSCoder) {
            nil
        }

        override func layoutSubviews() {
            super.layoutSubviews()
            title.frame = CGRect(x: 0, y: 0, width: bounds.width - 4, height: bounds.height)
            score.frame = CGRect(x: bounds.width - 3, y: 0, width: 3, height: bounds.height)
        }
    }

    /// The rows of a table of score cells: each row's title and score.
    final class Scores: NSObject, UITableViewDataSource {
        let rows: [(String, String)]
        /// A default label in `contentView` to go with the cell's own labels, when set.
        var subtitle: String?

        init(_ rows: [(String, String)]) {
            self.rows = rows
        }

        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows.count }

        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "Score", for: indexPath)
            guard let scoreCell = cell as? ScoreCell else { return cell }
            scoreCell.title.text = rows[indexPath.row].0
            scoreCell.score.text = rows[indexPath.row].1
            scoreCell.textLabel?.text = subtitle
            return scoreCell
        }
    }

    static func scoreTable(_ scores: Scores, height: CGFloat = 6) -> (UIWindow, UITableView) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 30, height: 8))
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 30, height: height), style: .plain)
        table.register(ScoreCell.self, forCellReuseIdentifier: "Score")
        table.dataSource = scores
        window.addSubview(table)
        return (window, table)
    }

    @Test("a table cell whose labels are on the cell itself reads them, as UIKit's cell does, not silence")
    func labelsOnTheCellItselfAreRead() {
        let scores = Scores([("Ada", "12"), ("Grace", "9")])
        let (window, _) = Self.scoreTable(scores)
        let reader = VirtualScreenReader(windows: [window], keeping: [scores])
        #expect(reader.spokenPhraseLog == ["Ada, 12"])
        reader.next()
        #expect(reader.focusedLabel == "Grace, 9")
    }

    @Test("the content view's labels come first, then the views on the cell, in the order they were added")
    func contentViewFirstThenTheCellsOwnViews() {
        let scores = Scores([("Ada", "12")])
        scores.subtitle = "Round 1"
        let (window, _) = Self.scoreTable(scores)
        let reader = VirtualScreenReader(windows: [window], keeping: [scores])
        #expect(reader.focusedLabel == "Round 1, Ada, 12")
    }

    @Test("a hidden view on the cell is not read, and an app's own label for the cell still wins")
    func hiddenViewsAndTheAppsLabel() throws {
        let scores = Scores([("Ada", "12")])
        let (window, table) = Self.scoreTable(scores)
        window.layoutIfNeeded()
        let cell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)) as? ScoreCell)
        cell.score.isHidden = true
        #expect(VirtualScreenReader(windows: [window], keeping: [scores]).focusedLabel == "Ada")
        cell.accessibilityLabel = "Ada has 12 points"
        #expect(VirtualScreenReader(windows: [window], keeping: [scores]).focusedLabel == "Ada has 12 points")
    }

    @Test("a row's drag is named after the labels on the cell itself")
    func theRowsDragIsNamedAfterTheCellsOwnLabels() {
        let scores = Scores([("Ada", "12")])
        let (window, table) = Self.scoreTable(scores)
        let dragging = RowDragDelegate()
        table.dragDelegate = dragging
        let reader = VirtualScreenReader(windows: [window], keeping: [scores, dragging])
        #expect(reader.actionNames == ["Drag Ada, 12"])
    }

    @Test("a list cell's views on the cell itself are read after its content")
    func listCellsOwnViews() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 30, height: 4))
        let cell = UICollectionViewListCell(frame: CGRect(x: 0, y: 0, width: 30, height: 1))
        var content = cell.defaultContentConfiguration()
        content.text = "Milk"
        cell.contentConfiguration = content
        let badge = UILabel(frame: CGRect(x: 26, y: 0, width: 3, height: 1))
        badge.text = "New"
        cell.addSubview(badge)
        window.addSubview(cell)
        let reader = VirtualScreenReader(windows: [window])
        #expect(reader.spokenPhraseLog == ["Milk, New"])
    }

    @Test("a table view squeezed to no height shows VoiceOver no rows; given its height back, it shows them again")
    func aTableOfNoHeightShowsNoRows() {
        let scores = Scores([("Ada", "12"), ("Grace", "9")])
        let (window, table) = Self.scoreTable(scores, height: 0)
        let done = UILabel(frame: CGRect(x: 0, y: 7, width: 4, height: 1))
        done.text = "Done"
        window.addSubview(done)
        let reader = VirtualScreenReader(windows: [window], keeping: [scores])
        #expect(reader.spokenPhraseLog == ["Done"])
        reader.next()
        #expect(reader.focusedLabel == "Done")
        #expect(table.visibleCells.isEmpty)
        table.frame.size.height = 6
        let again = VirtualScreenReader(windows: [window], keeping: [scores])
        #expect(again.spokenPhraseLog == ["Ada, 12"])
    }

    @Test("a collection view squeezed to no height shows VoiceOver no items")
    func aCollectionOfNoHeightShowsNoItems() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 30, height: 8))
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 10, height: 2)
        let collection = UICollectionView(frame: CGRect(x: 0, y: 0, width: 30, height: 0), collectionViewLayout: layout)
        collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Photo")
        let photos = Photos(["Beach", "Hills"])
        collection.dataSource = photos
        window.addSubview(collection)
        let done = UILabel(frame: CGRect(x: 0, y: 7, width: 4, height: 1))
        done.text = "Done"
        window.addSubview(done)
        let reader = VirtualScreenReader(windows: [window], keeping: [photos])
        #expect(reader.spokenPhraseLog == ["Done"])
        #expect(collection.visibleCells.isEmpty)
        collection.frame.size.height = 4
        #expect(VirtualScreenReader(windows: [window], keeping: [photos]).spokenPhraseLog == ["Beach"])
    }

    /// Items whose cells carry their caption on the cell itself.
    final class Photos: NSObject, UICollectionViewDataSource {
        let names: [String]

        init(_ names: [String]) {
            self.names = names
        }

        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { names.count }

        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Photo", for: indexPath)
            let caption = cell.subviews.compactMap { $0 as? UILabel }.first ?? {
                let label = UILabel(frame: CGRect(x: 0, y: 0, width: 10, height: 1))
                cell.addSubview(label)
                return label
            }()
            caption.text = names[indexPath.item]
            return cell
        }
    }

    /// Drags a row's title.
    final class RowDragDelegate: NSObject, UITableViewDragDelegate {
        func tableView(_ tableView: UITableView, itemsForBeginning session: UIDragSession, at indexPath: IndexPath) -> [UIDragItem] {
            [UIDragItem(itemProvider: NSItemProvider(object: "row" as NSString))]
        }
    }
}
