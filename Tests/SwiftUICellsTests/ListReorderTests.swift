import RotorTesting
import SwiftUICells
import Testing

/// A list reordered by accessibility actions, as public SwiftUI code makes reordering
/// accessible: "Move up" and "Move down", announced.
struct GroceryList: View {
    @State private var items = ["Apples", "Bread", "Cheese"]

    var body: some View {
        List {
            ForEach(items, id: \.self) { item in
                Text(item)
                    .accessibilityAction(named: "Move up") { move(item, by: -1) }
                    .accessibilityAction(named: "Move down") { move(item, by: 1) }
            }
            .onMove { from, to in
                items.move(fromOffsets: from, toOffset: to)
            }
            .onDelete { offsets in
                items.remove(atOffsets: offsets)
            }
        }
    }

    private func move(_ item: String, by step: Int) {
        guard let index = items.firstIndex(of: item), items.indices.contains(index + step) else { return }
        items.move(fromOffsets: IndexSet(integer: index), toOffset: step < 0 ? index + step : index + step + 1)
        UIAccessibility.post(notification: .announcement, argument: "\(item) moved to position \(index + step + 1)")
    }
}

@MainActor
@Suite("A SwiftUI list reordered under VoiceOver")
struct ListReorderTests {
    @Test("each row is one element with the list's Delete first (as a table row's swipe action), the app's actions, and its drag")
    func rowsOfferActions() {
        let screen = HostedScreen(GroceryList())
        #expect(screen.labels == ["Apples", "Bread", "Cheese"])
        #expect(screen.reader.actionNames == ["Delete", "Move up", "Move down", "Drag Apples"])
    }

    @Test("Move up moves the row, is announced, and VoiceOver stays on the moved row")
    func moveUpIsAnnounced() throws {
        let screen = HostedScreen(GroceryList())
        let reader = screen.reader
        reader.next()
        #expect(reader.focusedLabel == "Bread")
        try reader.performAction(named: "Move up")
        #expect(reader.lastSpokenPhrase == "Bread moved to position 1")
        #expect(reader.focusedLabel == "Bread")
        #expect(screen.labels == ["Bread", "Apples", "Cheese"])
        reader.next()
        #expect(reader.focusedLabel == "Apples")
    }

    @Test("a row dragged through the Actions rotor drops after another: onMove gets the offsets")
    func dragAndDropMovesARow() throws {
        let screen = HostedScreen(GroceryList())
        let reader = screen.reader
        try reader.performAction(named: "Drag Apples")
        reader.moveToLast()
        #expect(reader.focusedLabel == "Cheese")
        #expect(reader.actionNames.contains("Drop after Cheese"))
        try reader.performAction(named: "Drop after Cheese")
        #expect(screen.labels == ["Bread", "Cheese", "Apples"])
    }

    @Test("Delete removes the row")
    func deleteRemovesTheRow() throws {
        let screen = HostedScreen(GroceryList())
        try screen.reader.performAction(named: "Delete")
        #expect(screen.labels == ["Bread", "Cheese"])
    }
}

@MainActor
@Suite("A long SwiftUI list is CellKit's table")
struct LongListTests {
    struct Numbers: View {
        var body: some View {
            List(0..<10_000, id: \.self) { number in
                Text("Row \(number)")
            }
        }
    }

    @Test("a list of 10,000 rows makes cells for the rows on screen only, and VoiceOver reads them in order")
    func cellsForRowsOnScreen() throws {
        let screen = HostedScreen(Numbers())
        let reader = screen.reader
        #expect(reader.focusedLabel == "Row 0")
        reader.next()
        #expect(reader.focusedLabel == "Row 1")
        let root = try #require(screen.controller.view)
        func cells(in view: UIView) -> Int {
            (view is UITableViewCell ? 1 : 0) + view.subviews.reduce(0) { $0 + cells(in: $1) }
        }
        // 852 points of 44-point rows is 20 rows, and a line beyond each edge.
        #expect(cells(in: root) < 30, "cells made: \(cells(in: root))")
        reader.moveToLast()
        #expect(reader.focusedLabel?.hasPrefix("Row ") == true)
    }
}
