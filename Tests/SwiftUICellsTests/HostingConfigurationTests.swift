import RotorTesting
import SwiftUICells
import Testing

// `UIHostingConfiguration` as UIKit apps adopt SwiftUI a cell at a time: a table of flights
// whose rows are SwiftUI, and a collection view of songs whose items have a button.

/// The flights' table's data source: each row's cell shows SwiftUI views.
@MainActor
private final class Flights: NSObject, UITableViewDataSource {
    var names: [String]
    /// How many cells the table asked for (each one configured).
    private(set) var configured = 0

    init(count: Int) {
        names = (1...count).map { "Flight \($0)" }
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        names.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Flight", for: indexPath)
        configured += 1
        let name = names[indexPath.row]
        cell.contentConfiguration = UIHostingConfiguration {
            HStack {
                Image(systemName: "airplane")
                Text(name)
                Spacer()
            }
        }
        .margins(.horizontal, 20)
        .minSize(height: 60)
        .background(Color.blue)
        return cell
    }
}

/// A screen with the flights' table filling an iPhone.
@MainActor
private struct FlightsScreen {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 393, height: 852), style: .plain)
    let flights: Flights

    init(count: Int) {
        flights = Flights(count: count)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "Flight")
        table.dataSource = flights
        window.addSubview(table)
    }
}

/// The songs' collection view's data source: each item is a title and a Play button.
@MainActor
private final class Songs: NSObject, UICollectionViewDataSource {
    let titles = ["Blue", "Green"]
    var played: [String] = []

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        titles.count
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Song", for: indexPath)
        let title = titles[indexPath.item]
        cell.contentConfiguration = UIHostingConfiguration {
            VStack {
                Text(title).accessibilityAddTraits(.isHeader)
                Button("Play") { self.played.append(title) }
            }
        }
        .margins(.all, EdgeInsets(top: 4, leading: 12, bottom: 4, trailing: 12))
        .background { Color.gray }
        return cell
    }
}

@MainActor
@Suite("UIHostingConfiguration in table and collection view cells")
struct HostingConfigurationTests {
    @Test("a table row is one element reading its SwiftUI views, at least the minimum height, inside the margins")
    func tableRowsReadTheirViews() throws {
        let screen = FlightsScreen(count: 3)
        let reader = VirtualScreenReader(windows: [screen.window], keeping: [screen.flights])
        #expect(reader.walkElements().map(\.label) == ["Airplane, Flight 1", "Airplane, Flight 2", "Airplane, Flight 3"])
        let cell = try #require(screen.table.cellForRow(at: IndexPath(row: 1, section: 0)))
        #expect(cell.frame.height == 60)
        let label = try #require(Self.labels(in: cell).first { $0.text == "Flight 2" })
        let frame = label.convert(label.bounds, to: cell)
        #expect(abs(frame.minX - (20 + 16 + 8)) < 0.001, "the margin, the symbol's two columns, the stack's spacing: \(frame.minX - 44)")
        #expect(frame.midY == 30, "centred in the row")
    }

    @Test("with no margins or size set, a row's content is 16 points in and the row 44 points high")
    func defaultsAreARowsMargins() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.frame = CGRect(x: 0, y: 0, width: 393, height: 44)
        window.addSubview(cell)
        cell.contentConfiguration = UIHostingConfiguration { Text("Hello") }
        #expect(cell.contentView.sizeThatFits(CGSize(width: 393, height: 0)).height == 44)
        cell.layoutIfNeeded()
        let label = try #require(Self.labels(in: cell).first)
        #expect(label.convert(label.bounds, to: cell).minX == 16)
    }

    @Test("setting a configuration again shows the new views in the same content view: a reused cell reads its new row")
    func reusedCellsReadTheirNewRows() throws {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.frame = CGRect(x: 0, y: 0, width: 393, height: 44)
        cell.contentConfiguration = UIHostingConfiguration { Text("Old") }
        let shown = cell.contentView
        cell.contentConfiguration = UIHostingConfiguration { Text("New") }
        cell.layoutIfNeeded()
        #expect(cell.contentView === shown)
        #expect(cell.accessibilityLabel == "New")
    }

    @Test("a long table scrolled by VoiceOver reads each row's own flight as its cells are reused")
    func aLongTableReusesItsCells() {
        let screen = FlightsScreen(count: 60)
        let reader = VirtualScreenReader(windows: [screen.window], keeping: [screen.flights])
        let labels = reader.walkElements().map(\.label)
        #expect(labels == (1...60).map { "Airplane, Flight \($0)" })
        #expect(screen.flights.configured > screen.table.visibleCells.count, "cells were configured again for other rows")
        #expect(screen.table.visibleCells.count < 30, "only the rows on screen have cells")
    }

    @Test("a collection view cell's SwiftUI views are read one by one, and its button is pressed by a double tap")
    func collectionItemsReadTheirViews() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 360, height: 88)
        let collection = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
        collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Song")
        let songs = Songs()
        collection.dataSource = songs
        window.addSubview(collection)
        let reader = VirtualScreenReader(windows: [window], keeping: [songs])
        #expect(reader.walkElements().map { $0.spokenPhrases.first ?? "" } == ["Blue. Heading.", "Play. Button.", "Green. Heading.", "Play. Button."])
        reader.next()
        reader.act()
        #expect(songs.played == ["Blue"])
    }

    /// The text labels drawn in `view`, depth first.
    static func labels(in view: UIView) -> [UILabel] {
        view.subviews.flatMap { ($0 as? UILabel).map { [$0] } ?? [] + labels(in: $0) }
    }
}
