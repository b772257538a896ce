import RotorTesting
import SwiftUICells
import Testing

// Sheets and alerts as SwiftUI code writes them: a grocery list that confirms a delete, a login
// that fails, and a name edited in a sheet.

private struct Groceries: View {
    @State private var items = ["Apples", "Bread"]
    @State private var confirming = false
    @State private var didFail = false

    var body: some View {
        VStack {
            Text(items.joined(separator: ", "))
            Button("Delete Bread") { confirming = true }
            Button("Log In") { didFail = true }
        }
        .alert("Delete Bread?", isPresented: $confirming) {
            Button("Delete", role: .destructive) { items.removeAll { $0 == "Bread" } }
            Button("Cancel", role: .cancel) {}
        } message: {
            Text("This cannot be undone.")
        }
        .alert("Login failed.", isPresented: $didFail) {}
    }
}

/// The other forms: a title shown as written, a `Text` title, and a sheet for an item.
private struct OtherForms: View {
    struct Note: Identifiable {
        let id: Int
        let text: String
    }

    @State private var saved = false
    @State private var warned = false
    @State private var open: Note?
    let fileName = "notes.txt"

    var body: some View {
        VStack {
            Button("Save") { saved = true }
            Button("Warn") { warned = true }
            Button("Open note") { open = Note(id: 1, text: "Buy milk") }
        }
        .alert("Saved \(fileName)", isPresented: $saved) {
            Button("Thanks") {}
        }
        .alert(Text("Careful"), isPresented: $warned) {
            Button("Understood", role: .cancel) {}
        } message: {
            Text(fileName)
        }
        .sheet(item: $open) { note in
            Text(note.text)
        }
    }
}

private struct Profile: View {
    @State private var editing = false
    @State private var closed = 0
    @State private var name = "Ada"

    var body: some View {
        VStack {
            Text("Name: \(name), closed \(closed)")
            Button("Edit name") { editing = true }
        }
        .sheet(isPresented: $editing, onDismiss: { closed += 1 }) {
            NameEditor(name: $name, close: { editing = false })
        }
    }
}

private struct NameEditor: View {
    @Binding var name: String
    let close: () -> Void
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        VStack {
            Text("Editing \(name)")
            Button("Rename") { name = "Grace" }
            Button("Done") { dismiss() }
            Button("Close") { close() }
        }
    }
}

@MainActor
@Suite("sheet and alert under VoiceOver")
struct SheetAndAlertTests {
    private func go(to label: String, in reader: VirtualScreenReader) {
        reader.moveToFirst()
        for _ in 0..<20 where reader.focusedLabel != label {
            reader.next()
        }
    }

    @Test("an alert opens over the screen with its title, message and buttons, the cancel button last")
    func alertIsReadInOrder() {
        let screen = HostedScreen(Groceries())
        go(to: "Delete Bread", in: screen.reader)
        screen.reader.act()
        #expect(screen.labels == ["Delete Bread?", "This cannot be undone.", "Delete", "Cancel"])
    }

    @Test("a destructive button runs its action, closes the alert and sets the binding false")
    func destructiveButtonActs() {
        let screen = HostedScreen(Groceries())
        let reader = screen.reader
        go(to: "Delete Bread", in: reader)
        reader.act()
        go(to: "Delete", in: reader)
        reader.act()
        #expect(screen.labels == ["Apples", "Delete Bread", "Log In"])
        // The binding is false again: the button opens the alert once more.
        go(to: "Delete Bread", in: reader)
        reader.act()
        #expect(screen.labels.first == "Delete Bread?")
    }

    @Test("VoiceOver's escape chooses the cancel button; an alert given no buttons has OK")
    func escapeCancelsAndOKIsAdded() {
        let screen = HostedScreen(Groceries())
        let reader = screen.reader
        go(to: "Delete Bread", in: reader)
        reader.act()
        reader.escape()
        #expect(screen.labels == ["Apples, Bread", "Delete Bread", "Log In"])
        go(to: "Log In", in: reader)
        reader.act()
        #expect(screen.labels == ["Login failed.", "OK"])
        go(to: "OK", in: reader)
        reader.act()
        #expect(screen.labels.first == "Apples, Bread")
    }

    @Test("an alert with a title shown as written, one with a Text title and a message, and a sheet for an item")
    func otherForms() {
        let screen = HostedScreen(OtherForms())
        let reader = screen.reader
        go(to: "Save", in: reader)
        reader.act()
        #expect(screen.labels == ["Saved notes.txt", "Thanks"])
        reader.escape()
        go(to: "Thanks", in: reader)
        reader.act()
        go(to: "Warn", in: reader)
        reader.act()
        #expect(screen.labels == ["Careful", "notes.txt", "Understood"])
        reader.escape()
        go(to: "Open note", in: reader)
        reader.act()
        #expect(screen.labels == ["Buy milk"])
        reader.escape()
        #expect(screen.labels == ["Save", "Warn", "Open note"])
    }

    @Test("a sheet shows its views alone, follows the state it was made from, and dismiss() closes it")
    func sheetFollowsStateAndDismisses() {
        let screen = HostedScreen(Profile())
        let reader = screen.reader
        go(to: "Edit name", in: reader)
        reader.act()
        #expect(screen.labels == ["Editing Ada", "Rename", "Done", "Close"])
        go(to: "Rename", in: reader)
        reader.act()
        #expect(screen.labels.first == "Editing Grace")
        go(to: "Done", in: reader)
        reader.act()
        #expect(screen.labels == ["Name: Grace, closed 1", "Edit name"])
    }

    @Test("VoiceOver's escape and the binding set to false close a sheet, each running onDismiss once")
    func escapeAndBindingClose() {
        let screen = HostedScreen(Profile())
        let reader = screen.reader
        go(to: "Edit name", in: reader)
        reader.act()
        reader.escape()
        #expect(screen.labels == ["Name: Ada, closed 1", "Edit name"])
        go(to: "Edit name", in: reader)
        reader.act()
        go(to: "Close", in: reader)
        reader.act()
        #expect(screen.labels == ["Name: Ada, closed 2", "Edit name"])
    }
}
