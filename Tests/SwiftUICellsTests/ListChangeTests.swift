import RotorTesting
import SwiftUICells
import Testing

/// A list's rows as an app keeps them: identified by `id`, shown by their title.
struct Chore: Identifiable, Equatable {
    let id: Int
    var title: String
}

@Observable
@MainActor
final class ChoreModel {
    var chores: [Chore]
    var extras: [String] = ["Extra A", "Extra B"]
    var showsTop = false

    init(count: Int) {
        chores = (0..<count).map { Chore(id: $0, title: "Chore \($0)") }
    }
}

/// A sectioned list: a row of its own that comes and goes, the chores, then a section of extras.
struct ChoreList: View {
    let model: ChoreModel

    var body: some View {
        List {
            if model.showsTop {
                Text("Top")
            }
            ForEach(model.chores) { chore in
                Text(chore.title)
            }
            .onDelete { model.chores.remove(atOffsets: $0) }
            Section("Extras") {
                ForEach(model.extras, id: \.self) { Text($0) }
            }
        }
    }
}

/// Chores whose rows are objects of a class: an object that changes its own identity is a new row.
final class Errand: Identifiable {
    var id: Int
    init(id: Int) { self.id = id }
}

@Observable
@MainActor
final class TaskModel {
    var tasks = (0..<5).map { Errand(id: $0) }
    var count = 5
}

struct TaskList: View {
    let model: TaskModel

    var body: some View {
        List {
            ForEach(model.tasks) { errand in Text("Task \(errand.id)") }
            ForEach(0..<model.count, id: \.self) { Text("Number \($0)") }
        }
    }
}

@MainActor
@Suite("A List follows every change of its rows")
struct ListChangeTests {
    /// What the screen should read for `model`.
    private func expected(_ model: ChoreModel) -> [String] {
        (model.showsTop ? ["Top"] : []) + model.chores.map(\.title) + ["Extras"] + model.extras
    }

    @Test("rows inserted, deleted, moved and retitled anywhere in a long list are read as the model has them")
    func changesAnywhere() {
        let model = ChoreModel(count: 60)
        let screen = HostedScreen(ChoreList(model: model), keeping: [model])
        #expect(screen.labels == expected(model))
        model.chores.insert(Chore(id: 100, title: "New at 30"), at: 30)
        model.chores.remove(at: 5)
        #expect(screen.labels == expected(model))
        // A row whose content changes keeps its identity and shows the new content, on
        // screen and off it.
        model.chores[1].title = "Retitled 1"
        model.chores[50].title = "Retitled 50"
        #expect(screen.labels == expected(model))
        model.chores.move(fromOffsets: IndexSet(integer: 58), toOffset: 2)
        model.chores.swapAt(10, 40)
        #expect(screen.labels == expected(model))
        model.chores.removeAll { $0.id % 3 == 0 }
        model.chores.append(Chore(id: 200, title: "Last"))
        #expect(screen.labels == expected(model))
    }

    @Test("a row of its own that appears above a ForEach, and a section's rows, are read in place")
    func singleRowsAndSections() {
        let model = ChoreModel(count: 3)
        let screen = HostedScreen(ChoreList(model: model), keeping: [model])
        model.showsTop = true
        #expect(screen.labels == expected(model))
        model.extras = ["Extra B", "Extra C", "Extra A"]
        model.chores = []
        #expect(screen.labels == expected(model))
        model.showsTop = false
        model.chores = [Chore(id: 7, title: "Back")]
        #expect(screen.labels == expected(model))
    }

    @Test("rows of differing heights keep their own heights as rows are inserted, moved and deleted around them")
    func heightsFollowTheirRows() throws {
        let model = ChoreModel(count: 6)
        let long = String(repeating: "long ", count: 25) + "end"
        model.chores[2].title = "Two " + long
        let screen = HostedScreen(ChoreList(model: model), keeping: [model])
        #expect(screen.labels == expected(model))
        let table = try #require(Self.table(in: screen.controller.view))
        func heights() -> [CGFloat] {
            (0..<model.chores.count).map { table.rectForRow(at: IndexPath(row: $0, section: 0)).height }
        }
        let tall = heights()[2]
        #expect(tall > 44)
        #expect(heights().filter { $0 == 44 }.count == 5)
        model.chores.insert(Chore(id: 50, title: "Fifty " + long), at: 0)
        model.chores.move(fromOffsets: IndexSet(integer: 3), toOffset: 6)
        #expect(screen.labels == expected(model))
        #expect(heights() == model.chores.map { $0.title.count > 40 ? tall : 44 })
        model.chores.removeAll { $0.title.count > 40 }
        #expect(screen.labels == expected(model))
        #expect(heights() == Array(repeating: 44, count: model.chores.count))
    }

    private static func table(in view: UIView?) -> UITableView? {
        guard let view else { return nil }
        if let table = view as? UITableView { return table }
        for subview in view.subviews {
            if let found = table(in: subview) { return found }
        }
        return nil
    }

    @Test("move(fromOffsets:toOffset:) puts one element where removing it and inserting it would, for every offset")
    func moveOfOneElement() {
        let letters = Array("abcdef")
        for from in -1...6 {
            for destination in -2...8 {
                var moved = letters
                moved.move(fromOffsets: IndexSet(integer: from), toOffset: destination)
                var expected = letters
                if letters.indices.contains(from) {
                    let element = expected.remove(at: from)
                    let target = max(0, min(expected.count, destination > from ? destination - 1 : destination))
                    expected.insert(element, at: target)
                }
                #expect(moved == expected, "from \(from) to \(destination)")
            }
        }
        var several = letters
        several.move(fromOffsets: IndexSet([0, 2]), toOffset: 5)
        #expect(several == Array("bdeacf"))
    }

    @Test("elements that share an identity stay each shown as the list changes around them")
    func duplicates() {
        let model = ChoreModel(count: 0)
        model.chores = [Chore(id: 1, title: "One"), Chore(id: 1, title: "One again"), Chore(id: 2, title: "Two")]
        let screen = HostedScreen(ChoreList(model: model), keeping: [model])
        #expect(screen.labels == expected(model))
        model.chores.insert(Chore(id: 1, title: "One more"), at: 0)
        #expect(screen.labels == expected(model))
        model.chores.removeLast()
        #expect(screen.labels == expected(model))
    }

    @Test("Delete on a row after others changed deletes that row")
    func deleteAfterChanges() throws {
        let model = ChoreModel(count: 4)
        let screen = HostedScreen(ChoreList(model: model), keeping: [model])
        model.chores.insert(Chore(id: 9, title: "Inserted"), at: 1)
        #expect(screen.labels == expected(model))
        screen.reader.moveToFirst()
        screen.reader.next()
        #expect(screen.reader.focusedLabel == "Inserted")
        try screen.reader.performAction(named: "Delete")
        #expect(model.chores.map(\.id) == [0, 1, 2, 3])
        #expect(screen.labels == expected(model))
    }

    @Test("rows of objects follow an object's new identity, and a range's rows follow its bounds")
    func objectsAndRanges() {
        let model = TaskModel()
        let screen = HostedScreen(TaskList(model: model), keeping: [model])
        #expect(screen.labels == (0..<5).map { "Task \($0)" } + (0..<5).map { "Number \($0)" })
        model.tasks[2].id = 20
        model.count = 3
        // The object changed its identity in place: the array did not change, another
        // evaluation is asked for.
        model.tasks = model.tasks
        #expect(screen.labels == ["Task 0", "Task 1", "Task 20", "Task 3", "Task 4", "Number 0", "Number 1", "Number 2"])
        #expect(screen.controller.listIdentityWork > 0)
    }

    @Test("a row removed forgets its state: added again, it starts afresh, as SwiftUI's does")
    func removedRowForgetsItsState() {
        let numbers = LongListModel(count: 5)
        let screen = HostedScreen(CountingList(model: numbers), keeping: [numbers])
        screen.reader.moveToFirst()
        screen.reader.next()
        screen.reader.act()
        #expect(screen.labels.prefix(2) == ["Row 0, 0 taps", "Row 1, 1 taps"])
        numbers.items.remove(at: 1)
        #expect(screen.labels.prefix(2) == ["Row 0, 0 taps", "Row 2, 0 taps"])
        numbers.items.insert(1, at: 1)
        #expect(screen.labels.prefix(2) == ["Row 0, 0 taps", "Row 1, 0 taps"])
    }
}

/// Two sections, each a `ForEach` whose rows move.
struct TwoShelves: View {
    @State private var top = ["Apples", "Bread"]
    @State private var bottom = ["Cheese", "Dates"]

    var body: some View {
        List {
            Section("Top") {
                ForEach(top, id: \.self) { Text($0) }
                    .onMove { top.move(fromOffsets: $0, toOffset: $1) }
            }
            Section("Bottom") {
                ForEach(bottom, id: \.self) { Text($0) }
                    .onMove { bottom.move(fromOffsets: $0, toOffset: $1) }
            }
        }
    }
}

@MainActor
@Suite("A List's row moves among its own ForEach's rows")
struct ListMoveBoundsTests {
    @Test("a row dropped in another section lands at the near end of its own ForEach, which onMove is told")
    func dropInAnotherSection() throws {
        let screen = HostedScreen(TwoShelves())
        #expect(screen.labels == ["Top", "Apples", "Bread", "Bottom", "Cheese", "Dates"])
        screen.reader.moveToFirst()
        screen.reader.next()
        #expect(screen.reader.focusedLabel == "Apples")
        try screen.reader.performAction(named: "Drag Apples")
        screen.reader.moveToLast()
        #expect(screen.reader.focusedLabel == "Dates")
        try screen.reader.performAction(named: "Drop after Dates")
        #expect(screen.labels == ["Top", "Bread", "Apples", "Bottom", "Cheese", "Dates"])
    }
}

/// A list whose first row holds a list of its own.
struct ListInARow: View {
    let model: LongListModel

    var body: some View {
        List {
            ForEach(model.items, id: \.self) { item in
                if item == 0 {
                    List {
                        ForEach([7, 8], id: \.self) { CountingRow(item: $0) }
                    }
                    .frame(height: 100)
                } else {
                    Text("Row \(item)")
                }
            }
        }
    }
}

@MainActor
@Suite("A list in a list's row")
struct NestedListTests {
    @Test("a list in a row is read as part of the row, row by row, as the outer list changes")
    func innerListIsReadInTheRow() {
        let model = LongListModel(count: 3)
        let screen = HostedScreen(ListInARow(model: model), keeping: [model])
        #expect(screen.labels == ["Row 7, 0 taps, Row 8, 0 taps", "Row 1", "Row 2"])
        model.items.append(3)
        #expect(screen.labels == ["Row 7, 0 taps, Row 8, 0 taps", "Row 1", "Row 2", "Row 3"])
    }
}
