import RotorTesting
import SwiftUICells
import Testing

// A notes app as SwiftUI's tutorials write it, with only `import SwiftUI` changed.

struct NoteDetail: View {
    let title: String
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        VStack {
            Text("Editing \(title)")
            Button("Close") {
                dismiss()
            }
        }
        .navigationTitle(title)
    }
}

struct NotesApp: View {
    @State private var notes = ["Groceries", "Ideas", "Trips"]

    var body: some View {
        NavigationStack {
            List {
                ForEach(notes, id: \.self) { note in
                    NavigationLink(note) {
                        NoteDetail(title: note)
                    }
                }
                .onDelete { notes.remove(atOffsets: $0) }
                .onMove { notes.move(fromOffsets: $0, toOffset: $1) }
            }
            .navigationTitle("Notes")
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    EditButton()
                }
            }
        }
    }
}

@MainActor
@Suite("NavigationStack, NavigationLink, toolbar and EditButton")
struct NavigationTests {
    @Test("the bar reads the title as a heading, then its toolbar's Edit button, then the list's rows")
    func barIsRead() {
        let screen = HostedScreen(NotesApp())
        #expect(screen.labels == ["Notes", "Edit", "Groceries", "Ideas", "Trips"])
        #expect(screen.reader.spokenPhraseLog.first == "Notes. Heading.")
    }

    @Test("a link pushes its page: the back button says the previous title; Back and dismiss() pop it")
    func linkPushesAndPops() throws {
        let screen = HostedScreen(NotesApp())
        let reader = screen.reader
        reader.next()
        reader.next()
        #expect(reader.focusedLabel == "Groceries")
        reader.act()
        #expect(screen.labels == ["Notes", "Groceries", "Editing Groceries", "Close"])
        reader.moveToFirst()
        #expect(reader.lastSpokenPhrase == "Notes. Back Button.")
        reader.act()
        #expect(screen.labels == ["Notes", "Edit", "Groceries", "Ideas", "Trips"])
        reader.moveToLast()
        reader.act()
        reader.moveToLast()
        #expect(reader.focusedLabel == "Close")
        reader.act()
        #expect(screen.labels == ["Notes", "Edit", "Groceries", "Ideas", "Trips"])
    }

    @Test("EditButton turns the list's edit mode on: it reads Done, and the rows offer their delete and reorder controls")
    func editMode() throws {
        let screen = HostedScreen(NotesApp())
        let reader = screen.reader
        reader.next()
        reader.next()
        #expect(reader.actionNames == ["Delete", "Drag Groceries"])
        reader.previous()
        reader.act()
        #expect(reader.focusedLabel == "Done")
        #expect(screen.labels == ["Notes", "Done", "Groceries", "Ideas", "Trips"])
        reader.next()
        #expect(reader.actionNames == ["Delete", "Drag Groceries", "Reorder Groceries"])
        try reader.performAction(named: "Delete")
        #expect(screen.labels == ["Notes", "Done", "Ideas", "Trips"])
        reader.moveToFirst()
        reader.next()
        reader.act()
        #expect(screen.labels[1] == "Edit")
        reader.next()
        #expect(!reader.actionNames.contains("Reorder Groceries"))
    }
}
