import RotorTesting
import SwiftUICells
import Testing

/// A long list whose rows move up by an action, over an `@Observable` model.
@Observable
@MainActor
final class LongListModel {
    var items: [Int]

    init(count: Int) {
        items = Array(0..<count)
    }

    func moveUp(_ item: Int) {
        guard let index = items.firstIndex(of: item), index > 0 else { return }
        items.move(fromOffsets: IndexSet(integer: index), toOffset: index - 1)
        UIAccessibility.post(notification: .announcement, argument: "Row \(item) moved to position \(index)")
    }
}

struct LongList: View {
    let model: LongListModel

    var body: some View {
        List {
            ForEach(model.items, id: \.self) { item in
                Text("Row \(item)")
                    .accessibilityAction(named: "Move up") { model.moveUp(item) }
            }
            .onMove { model.items.move(fromOffsets: $0, toOffset: $1) }
        }
    }
}

/// A row that keeps a state of its own, in a list longer than the screen.
struct CountingRow: View {
    let item: Int
    @State private var taps = 0

    var body: some View {
        Button("Row \(item), \(taps) taps") { taps += 1 }
    }
}

/// A list of rows with state of their own.
struct CountingList: View {
    let model: LongListModel

    var body: some View {
        List {
            ForEach(model.items, id: \.self) { CountingRow(item: $0) }
        }
    }
}

@MainActor
@Suite("A List's cost")
struct ListCostTests {
    /// The rows resolved by one "Move up" on the second row of a list of `count` rows.
    private func rowsResolvedByOneMove(count: Int) throws -> (resolved: Int, heard: String?, firstRows: [Int]) {
        let model = LongListModel(count: count)
        let screen = HostedScreen(LongList(model: model), keeping: [model])
        screen.reader.moveToFirst()
        screen.reader.next()
        #expect(screen.reader.focusedLabel == "Row 1")
        let before = screen.controller.resolvedRowCount
        try screen.reader.performAction(named: "Move up")
        return (screen.controller.resolvedRowCount - before, screen.reader.lastSpokenPhrase, Array(model.items.prefix(3)))
    }

    @Test("a state change resolves the rows on screen, not every row: 10,000 rows cost what 100 do")
    func stateChangeCostsTheRowsOnScreen() throws {
        let small = try rowsResolvedByOneMove(count: 100)
        let large = try rowsResolvedByOneMove(count: 10_000)
        #expect(small.heard == "Row 1 moved to position 1")
        #expect(large.heard == "Row 1 moved to position 1")
        #expect(large.firstRows == [1, 0, 2])
        // An iPhone's screen shows about twenty 44-point rows; the change resolves those (and
        // the row VoiceOver reads), whatever the list's length.
        #expect(small.resolved > 0)
        #expect(large.resolved <= 40)
        #expect(large.resolved == small.resolved)
    }

    /// The identities compared, made or hashed one by one, and the rows resolved, by one
    /// reorder of a list of `count` rows: "Move up" on the second row, then the first row dragged
    /// after the third through the Actions rotor (the table moves it, then `onMove` the model).
    private func identityWorkOfReorders(count: Int) throws -> (moveUp: Int, drag: Int, resolved: Int, firstRows: [Int]) {
        let model = LongListModel(count: count)
        let screen = HostedScreen(LongList(model: model), keeping: [model])
        screen.reader.moveToFirst()
        screen.reader.next()
        let start = screen.controller.listIdentityWork
        try screen.reader.performAction(named: "Move up")
        let afterMoveUp = screen.controller.listIdentityWork
        let resolvedBefore = screen.controller.resolvedRowCount
        screen.reader.moveToFirst()
        try screen.reader.performAction(named: "Drag Row 1")
        screen.reader.next()
        screen.reader.next()
        try screen.reader.performAction(named: "Drop after Row 2")
        return (afterMoveUp - start, screen.controller.listIdentityWork - afterMoveUp,
                screen.controller.resolvedRowCount - resolvedBefore, Array(model.items.prefix(4)))
    }

    @Test("a reorder compares the identities of the rows it moved, not every row: 10,000 rows cost what 100 do")
    func reorderComparesTheRowsThatChanged() throws {
        let small = try identityWorkOfReorders(count: 100)
        let large = try identityWorkOfReorders(count: 10_000)
        #expect(large.firstRows == [0, 2, 1, 3])
        #expect(small.firstRows == large.firstRows)
        // A move of one row among its neighbours keys a handful of rows (a scan of the data's
        // bytes finds the rest unchanged); keying every row would be 20,000 at 10,000 rows.
        #expect(large.moveUp > 0)
        #expect(large.moveUp <= 10)
        #expect(large.drag <= 10)
        #expect(large.moveUp == small.moveUp)
        #expect(large.drag == small.drag)
        #expect(large.resolved <= 60)
        #expect(large.resolved == small.resolved)
    }

    @Test("a row's state is kept while the row is off screen and the list changes")
    func rowStateSurvivesChanges() throws {
        let numbers = LongListModel(count: 200)
        let screen = HostedScreen(CountingList(model: numbers), keeping: [numbers])
        screen.reader.moveToFirst()
        #expect(screen.reader.focusedLabel == "Row 0, 0 taps")
        screen.reader.act()
        // The walk scrolls to the end, where the first row is off screen; the list changes then.
        #expect(screen.labels.first == "Row 0, 1 taps")
        numbers.items.removeLast()
        let labels = screen.labels
        #expect(labels.count == 199)
        #expect(labels.first == "Row 0, 1 taps")
    }
}
