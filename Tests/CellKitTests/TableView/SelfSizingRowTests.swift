import CellKit
import Foundation
import Testing

/// Rows whose height is `automaticDimension` (UIKit's default) are as tall as their cells'
/// content needs, as on iOS: a long note wraps and its row grows, and the rows below move down.
@MainActor
@Suite("Self-sizing table rows")
struct SelfSizingRowTests {
    /// A table of notes in an iPhone-wide window, in points.
    final class Notes: NSObject, UITableViewDataSource {
        var notes: [String]
        var make: (UITableView, IndexPath, String) -> UITableViewCell

        init(_ notes: [String], make: @escaping (UITableView, IndexPath, String) -> UITableViewCell) {
            self.notes = notes
            self.make = make
        }

        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { notes.count }

        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            make(tableView, indexPath, notes[indexPath.row])
        }
    }

    static let long = "Pick up the dry cleaning on the way home from the station, before it closes at six"

    static func table(_ source: Notes, configure: (UITableView) -> Void = { _ in }) -> (UIWindow, UITableView) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
        let table = UITableView(frame: window.bounds, style: .plain)
        configure(table)
        table.dataSource = source
        window.addSubview(table)
        window.layoutIfNeeded()
        return (window, table)
    }

    /// A cell laid out by Auto Layout: a wrapping label pinned to the content view's margins.
    final class NoteCell: UITableViewCell {
        let note = UILabel(frame: .zero)

        override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
            super.init(style: style, reuseIdentifier: reuseIdentifier)
            note.numberOfLines = 0
            note.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(note)
            NSLayoutConstraint.activate([
                note.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
                note.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -16),
                note.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 11),
                note.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -11),
            ])
        }

        required init?(coder: NSCoder) { nil }
    }

    @Test("a cell whose label is pinned top and bottom is as tall as its wrapped text, and the rows below move")
    func autoLayoutCellGrows() throws {
        let source = Notes(["Milk", Self.long, "Eggs"]) { table, path, text in
            let cell = table.dequeueReusableCell(withIdentifier: "note", for: path)
            (cell as? NoteCell)?.note.text = text
            return cell
        }
        let (window, table) = Self.table(source) { $0.register(NoteCell.self, forCellReuseIdentifier: "note") }
        // 361 points of text are 45 columns: the long note takes two lines of 22 points.
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).height == 44)
        #expect(table.rectForRow(at: IndexPath(row: 1, section: 0)) == CGRect(x: 0, y: 44, width: 393, height: 11 + 2 * 22 + 11))
        #expect(table.rectForRow(at: IndexPath(row: 2, section: 0)).minY == CGFloat(44 + 66))
        let cell = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)) as? NoteCell)
        #expect(cell.frame.height == 66)
        let lines = window.renderGrid().lines.map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(Array(lines.prefix(6)) == [
            "Milk", "",
            "Pick up the dry cleaning on the way home from", "the station, before it closes at six", "",
            "Eggs",
        ], "22 points a row: the long note shows on both its lines, and Eggs below it")
        #expect(table.contentSize.height == CGFloat(44 + 66 + 44))
    }

    @Test("a subtitle content configuration stacks its texts in a row tall enough for both")
    func subtitleConfigurationStacks() {
        let source = Notes(["Milk", "Eggs"]) { table, path, text in
            let cell = table.dequeueReusableCell(withIdentifier: "plain", for: path)
            var content = UIListContentConfiguration.subtitleCell()
            content.text = text
            content.secondaryText = "2 left"
            cell.contentConfiguration = content
            return cell
        }
        let (window, table) = Self.table(source) { $0.register(UITableViewCell.self, forCellReuseIdentifier: "plain") }
        let first = table.rectForRow(at: IndexPath(row: 0, section: 0))
        #expect(first.height > 44, "two lines of text and the configuration's margins")
        #expect(table.rectForRow(at: IndexPath(row: 1, section: 0)).minY == first.maxY)
        let lines = window.renderGrid().lines
        let milk = lines.firstIndex { $0.contains("Milk") }, eggs = lines.firstIndex { $0.contains("Eggs") }
        let left = lines.firstIndex { $0.contains("2 left") }
        #expect(milk == 0, "Milk on the first line")
        #expect(left.flatMap { left in milk.map { left > $0 } } == true && left.flatMap { left in eggs.map { left < $0 } } == true,
                "the secondary text under the text, both in the first row")
    }

    @Test("a fixed rowHeight or a delegate's height is kept; only automaticDimension rows are measured")
    func fixedHeightsAreKept() {
        let source = Notes([Self.long]) { table, path, text in
            let cell = table.dequeueReusableCell(withIdentifier: "note", for: path)
            (cell as? NoteCell)?.note.text = text
            return cell
        }
        let (_, table) = Self.table(source) {
            $0.register(NoteCell.self, forCellReuseIdentifier: "note")
            $0.rowHeight = 50
        }
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).height == 50)
    }

    @Test("content whose constraints give no height takes the standard 44 points, as UIKit does")
    func collapsedContentTakesTheStandardHeight() {
        final class Centred: UITableViewCell {
            override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                super.init(style: style, reuseIdentifier: reuseIdentifier)
                let label = UILabel(frame: .zero)
                label.text = "Centred"
                label.translatesAutoresizingMaskIntoConstraints = false
                contentView.addSubview(label)
                label.centerYAnchor.constraint(equalTo: contentView.centerYAnchor).isActive = true
                label.leadingAnchor.constraint(equalTo: contentView.leadingAnchor).isActive = true
            }
            required init?(coder: NSCoder) { nil }
        }
        let source = Notes(["x"]) { table, path, _ in table.dequeueReusableCell(withIdentifier: "c", for: path) }
        let (_, table) = Self.table(source) { $0.register(Centred.self, forCellReuseIdentifier: "c") }
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).height == 44)
    }

    @Test("a built-in label wraps only when the app lets it, and its row grows")
    func builtInLabelWrapsWhenAllowed() {
        var wraps = false
        let source = Notes([Self.long, "Eggs"]) { table, path, text in
            let cell = table.dequeueReusableCell(withIdentifier: "plain", for: path)
            cell.textLabel?.text = text
            cell.textLabel?.numberOfLines = wraps ? 0 : 1
            return cell
        }
        let (_, table) = Self.table(source) { $0.register(UITableViewCell.self, forCellReuseIdentifier: "plain") }
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).height == 44, "one line, truncated")
        wraps = true
        table.reloadData()
        table.layoutIfNeeded()
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).height == CGFloat(2 * 22 + 22))
        #expect(table.rectForRow(at: IndexPath(row: 1, section: 0)).minY == 66)
    }

    @Test("a narrower table measures its rows again")
    func widthChangeMeasuresAgain() {
        let source = Notes([Self.long]) { table, path, text in
            let cell = table.dequeueReusableCell(withIdentifier: "note", for: path)
            (cell as? NoteCell)?.note.text = text
            return cell
        }
        let (_, table) = Self.table(source) { $0.register(NoteCell.self, forCellReuseIdentifier: "note") }
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).height == 66)
        table.frame.size.width = 200
        table.layoutIfNeeded()
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).height > 66, "fewer columns, more lines")
    }

    @Test("a compositional list's rows are as tall as their list cells' content, as UIKit's list rows self-size")
    func listRowsSelfSize() throws {
        final class Source: NSObject, UICollectionViewDataSource {
            let rows = [("Milk", nil), ("Eggs", "A dozen"), ("Tea", nil)] as [(String, String?)]
            func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { rows.count }
            func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "row", for: indexPath)
                var content = UIListContentConfiguration.cell()
                content.text = rows[indexPath.item].0
                content.secondaryText = rows[indexPath.item].1
                cell.contentConfiguration = content
                return cell
            }
        }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
        let layout = UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .plain))
        let list = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
        list.register(UICollectionViewListCell.self, forCellWithReuseIdentifier: "row")
        let source = Source()
        list.dataSource = source
        window.addSubview(list)
        let frames = (0..<3).compactMap { list.cellForItem(at: IndexPath(item: $0, section: 0))?.frame }
        #expect(frames.map(\.height) == [44, 66, 44], "one line, then a text with its secondary text under it")
        #expect(frames.map(\.minY) == [0, 44, 110], "each row under the one before")
        #expect(list.contentSize.height == 154)
        let lines = window.renderGrid().lines.map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(Array(lines.prefix(7)) == ["Milk", "", "Eggs", "A dozen", "", "Tea", ""], "\(lines.prefix(7))")
    }
}
