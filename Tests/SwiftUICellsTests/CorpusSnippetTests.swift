import Foundation
import RotorTesting
import SwiftUICells
import Testing

// Screens written as the public drag-and-drop code in /work/corpus-swiftui writes them (the
// corpus itself is not in the repository): what each compiled for does under VoiceOver.

/// Rows reordered live by `onDrag` and a `DropDelegate`'s `dropEntered`, as grid and stack
/// reordering answers write it: the drag names the row, the delegate moves it where it enters.
private struct LiveReorderStack: View {
    @State var items = ["One", "Two", "Three"]
    @State var dragged: String?

    var body: some View {
        LazyVStack(spacing: 15) {
            ForEach(items, id: \.self) { item in
                Text(item)
                    .frame(minWidth: 0, maxWidth: .infinity, minHeight: 50)
                    .border(Color.black)
                    .onDrag {
                        dragged = item
                        return NSItemProvider(object: item as NSString)
                    }
                    .onDrop(of: [UTType.text], delegate: LiveReorderDelegate(item: item, items: $items, dragged: $dragged))
            }
        }
    }
}

private struct LiveReorderDelegate: DropDelegate {
    let item: String
    @Binding var items: [String]
    @Binding var dragged: String?

    func dropEntered(info: DropInfo) {
        guard let dragged, dragged != item,
              let from = items.firstIndex(of: dragged), let to = items.firstIndex(of: item) else { return }
        withAnimation(.default) {
            items.move(fromOffsets: IndexSet(integer: from), toOffset: to > from ? to + 1 : to)
        }
    }

    func dropUpdated(info: DropInfo) -> DropProposal? { DropProposal(operation: .move) }

    func performDrop(info: DropInfo) -> Bool {
        dragged = nil
        return true
    }
}

/// A list in a `NavigationView` with the older bar modifiers, as the `onMove` tutorials write it.
private struct EditRowsScreen: View {
    @State var languages = ["Objective-C", "Swift", "Java"]

    var body: some View {
        NavigationView {
            List {
                ForEach(languages, id: \.self) { Text($0) }
                    .onMove { languages.move(fromOffsets: $0, toOffset: $1) }
            }
            .navigationBarTitle("Languages")
            .navigationBarItems(trailing: EditButton())
        }
    }
}

private struct EditRowsScreen_Previews: PreviewProvider {
    static var previews: some View {
        EditRowsScreen()
    }
}

#Preview("Edit rows") {
    EditRowsScreen()
}

@MainActor
@Suite("Public drag-and-drop code as it is written")
struct CorpusSnippetTests {
    @Test("onDrag offers the row's drag; dropping on another row moves it there as dropEntered says, and the drag ends")
    func onDragWithADropDelegateReorders() throws {
        let screen = HostedScreen(LiveReorderStack())
        let reader = screen.reader
        #expect(screen.labels == ["One", "Two", "Three"])
        #expect(reader.focusedLabel == "One")
        #expect(reader.actionNames.contains("Drag One"))
        try reader.performAction(named: "Drag One")
        reader.moveToLast()
        #expect(reader.focusedLabel == "Three")
        #expect(reader.actionNames.contains("Drop into Three"))
        try reader.performAction(named: "Drop into Three")
        #expect(screen.labels == ["Two", "Three", "One"])
        #expect(!reader.actionNames.contains { $0.hasPrefix("Drop into") })
    }

    @Test("a border is not read: the bordered text is still one element with its text")
    func borderIsNotRead() {
        let screen = HostedScreen(Text("Framed").border(Color.black, width: 2).bold())
        #expect(screen.labels == ["Framed"])
    }

    @Test("NavigationView with navigationBarTitle and navigationBarItems reads the title as a heading, then Edit, then the rows, which drag and drop")
    func navigationViewWithBarItems() throws {
        let screen = HostedScreen(EditRowsScreen_Previews.previews)
        let reader = screen.reader
        #expect(screen.labels == ["Languages", "Edit", "Objective-C", "Swift", "Java"])
        #expect(reader.spokenPhraseLog.first == "Languages. Heading.")
        reader.next()
        reader.next()
        #expect(reader.focusedLabel == "Objective-C")
        try reader.performAction(named: "Drag Objective-C")
        reader.moveToLast()
        try reader.performAction(named: "Drop after Java")
        #expect(screen.labels == ["Languages", "Edit", "Swift", "Java", "Objective-C"])
    }
}

/// A list edited through `editActions`, as iOS 16 tutorials write it.
private struct EditActionsList: View {
    @State var items = ["First", "Second", "Third"]

    var body: some View {
        List($items, id: \.self, editActions: .all) { $value in
            Text(value)
        }
    }
}

/// A ticket dragged between board columns in the app's own exported type, as kanban samples do.
private struct Ticket: Codable, Hashable, Transferable {
    let name: String

    static var transferRepresentation: some TransferRepresentation {
        CodableRepresentation(contentType: .ticket)
    }
}

extension UTType {
    fileprivate static let ticket = UTType(exportedAs: "com.example.board.ticket", conformingTo: .data)
}

private struct Board: View {
    @State var toDo = [Ticket(name: "Write tests")]
    @State var done: [Ticket] = []
    @State var notes: [String] = []

    var body: some View {
        HStack {
            VStack {
                ForEach(toDo, id: \.self) { ticket in
                    Text(ticket.name).draggable(ticket)
                }
            }
            Text(done.isEmpty ? "Done: none" : "Done: " + done.map(\.name).joined(separator: ", "))
                .dropDestination(for: Ticket.self) { tickets, _ in
                    toDo.removeAll { tickets.contains($0) }
                    done += tickets
                    return true
                }
            Text("Notes: \(notes.count)")
                .dropDestination(for: String.self) { strings, _ in
                    notes += strings
                    return true
                }
        }
    }
}

@MainActor
@Suite("Public list editing and board code as it is written")
struct CorpusEditingTests {
    @Test("editActions: .all gives each row Delete and its drag; a drop after another row moves it in the bound array")
    func editActionsMoveAndDelete() throws {
        let screen = HostedScreen(EditActionsList())
        let reader = screen.reader
        #expect(screen.labels == ["First", "Second", "Third"])
        #expect(reader.actionNames == ["Delete", "Drag First"])
        try reader.performAction(named: "Drag First")
        reader.moveToLast()
        try reader.performAction(named: "Drop after Third")
        #expect(screen.labels == ["Second", "Third", "First"])
        reader.moveToFirst()
        try reader.performAction(named: "Delete")
        #expect(screen.labels == ["Third", "First"])
    }

    @Test("editActions: .move gives no Delete")
    func moveOnlyHasNoDelete() {
        struct MoveOnly: View {
            @State var items = ["A", "B"]
            var body: some View {
                List($items, id: \.self, editActions: .move) { $value in Text(value) }
            }
        }
        let screen = HostedScreen(MoveOnly())
        #expect(screen.reader.actionNames == ["Drag A"])
    }

    @Test("a ticket in the app's exported type drops into the column that takes it; the column that takes text refuses it and the drag is cancelled")
    func exportedTypeDropsWhereTaken() throws {
        #expect(UTType.ticket.conforms(to: .data))
        #expect(!UTType.ticket.conforms(to: .text))
        let screen = HostedScreen(Board())
        let reader = screen.reader
        #expect(reader.focusedLabel == "Write tests")
        try reader.performAction(named: "Drag Write tests")
        reader.moveToLast()
        #expect(reader.focusedLabel == "Notes: 0")
        try reader.performAction(named: "Drop into Notes: 0")
        #expect(reader.lastSpokenPhrase == "Drag cancelled")
        #expect(screen.labels.last == "Notes: 0")
        reader.moveToFirst()
        try reader.performAction(named: "Drag Write tests")
        reader.moveToLast()
        reader.previous()
        #expect(reader.focusedLabel == "Done: none")
        try reader.performAction(named: "Drop into Done: none")
        #expect(screen.labels == ["Done: Write tests", "Notes: 0"])
    }
}

/// Sport symbols dragged onto a picture that takes images, as image drag-and-drop samples write it.
private struct SportPicker: View {
    let sports = ["figure.run", "figure.walk"]
    @State private var picked = Image(systemName: "photo")

    var body: some View {
        VStack {
            HStack {
                ForEach(sports, id: \.self) { sport in
                    Image(systemName: sport)
                        .frame(minWidth: 50, minHeight: 50)
                        .draggable(Image(systemName: sport))
                }
            }
            picked
                .resizable()
                .scaledToFit()
                .frame(width: 150, height: 150)
                .dropDestination(for: Image.self) { images, _ in
                    picked = images.first ?? Image(systemName: "photo")
                    return true
                }
        }
    }
}

/// Rows a list takes by drop between them, as a reordering package's example writes it.
private struct BirdList: View {
    @State var birds = ["Robin", "Wren"]

    var body: some View {
        VStack {
            Text("Starling").draggable("Starling")
            List {
                ForEach(birds, id: \.self) { Text($0) }
                    .onMove { birds.move(fromOffsets: $0, toOffset: $1) }
                    .dropDestination(for: String.self) { dropped, offset in
                        birds.insert(contentsOf: dropped.filter { !birds.contains($0) }, at: offset)
                    }
            }
        }
    }
}

@MainActor
@Suite("Public image and list-insert drag-and-drop code as it is written")
struct CorpusImageAndInsertTests {
    @Test("a symbol image dragged onto a picture that takes images becomes that picture, and VoiceOver reads its name")
    func imageDropsAsTheSameSymbol() throws {
        let screen = HostedScreen(SportPicker())
        let reader = screen.reader
        #expect(screen.labels == ["Figure run", "Figure walk", "Photo"])
        reader.next()
        #expect(reader.focusedLabel == "Figure walk")
        try reader.performAction(named: "Drag Figure walk")
        reader.moveToLast()
        try reader.performAction(named: "Drop into Photo")
        #expect(screen.labels == ["Figure run", "Figure walk", "Figure walk"])
    }

    @Test("a string dropped between a list's rows is inserted there by ForEach.dropDestination")
    func stringInsertsBetweenRows() throws {
        let screen = HostedScreen(BirdList())
        let reader = screen.reader
        #expect(screen.labels == ["Starling", "Robin", "Wren"])
        try reader.performAction(named: "Drag Starling")
        reader.moveToLast()
        #expect(reader.focusedLabel == "Wren")
        #expect(reader.actionNames.contains("Drop before Wren"))
        try reader.performAction(named: "Drop before Wren")
        #expect(screen.labels == ["Starling", "Robin", "Starling", "Wren"])
    }
}

/// A pushed page closed through the older `presentationMode`, with an icon-only label button,
/// as the DragAndDrop example app writes it.
private struct InfoPage: View {
    @Environment(\.presentationMode) var presentationMode

    var body: some View {
        Button {
            presentationMode.wrappedValue.dismiss()
        } label: {
            Label("Close info", systemImage: "xmark")
        }
        .labelStyle(.iconOnly)
        .navigationBarTitle("Info")
    }
}

private struct InfoHome: View {
    var body: some View {
        NavigationView {
            NavigationLink("More info") { InfoPage() }
                .navigationBarTitle("Birds")
        }
        .navigationViewStyle(.stack)
    }
}

@MainActor
@Suite("Public navigation code of the older form as it is written")
struct CorpusOlderNavigationTests {
    @Test("an icon-only label is read by its title, and presentationMode's dismiss() pops the pushed page")
    func presentationModeDismissPops() {
        let screen = HostedScreen(InfoHome())
        let reader = screen.reader
        #expect(screen.labels == ["Birds", "More info"])
        reader.next()
        reader.act()
        #expect(screen.labels == ["Birds", "Info", "Close info"])
        reader.moveToLast()
        #expect(reader.focusedLabel == "Close info")
        reader.act()
        #expect(screen.labels == ["Birds", "More info"])
    }
}
