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
