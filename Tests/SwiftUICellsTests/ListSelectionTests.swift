import RotorTesting
import SwiftUICells
import Testing

// A list's selection as Apple's documentation writes it: oceans selected several at once in
// edit mode, with an Edit button in the toolbar and a count under the list.

private struct Ocean: Identifiable, Hashable {
    let name: String
    var id: String { name }
}

private struct OceanList: View {
    private let oceans = [Ocean(name: "Pacific"), Ocean(name: "Atlantic"), Ocean(name: "Indian")]
    @State private var multiSelection = Set<String>()

    var body: some View {
        VStack {
            NavigationStack {
                List(oceans, selection: $multiSelection) {
                    Text($0.name)
                }
                .navigationTitle("Oceans")
                .toolbar { EditButton() }
            }
            Text("\(multiSelection.count) selections")
        }
    }
}

/// One row at a time, by tag; a row with a button; a row whose tag is of another type.
private struct Flavours: View {
    @State private var chosen: String?
    @State private var tastings = 0

    var body: some View {
        VStack {
            List(selection: $chosen) {
                Text("Vanilla").tag("vanilla")
                Text("Mint").tag("mint")
                Button("Taste") { tastings += 1 }.tag("taste")
                Text("Menu").tag(7)
            }
            Text("Chosen: \(chosen ?? "none"), tastings: \(tastings)")
        }
    }
}

/// The other forms of `List` with a selection: a range, a bound collection, with edit actions.
private struct OtherForms: View {
    @State private var number: Int?
    @State private var oceans = [Ocean(name: "Arctic"), Ocean(name: "Southern")]
    @State private var picked = Set<String>()
    @State private var kept: String?

    var body: some View {
        VStack {
            List(0..<2, selection: $number) { Text("Number \($0)") }
            List($oceans, selection: $picked) { $ocean in Text(ocean.name) }
            List($oceans, id: \.name, editActions: .delete, selection: $kept) { $ocean in Text("Keep " + ocean.name) }
            Text("Picked: \(number.map(String.init) ?? "-") \(picked.sorted()) \(kept ?? "-")")
        }
    }
}

/// A list without a selection, for what a double tap on a plain row does not do.
private struct PlainList: View {
    var body: some View {
        List { Text("Alpha"); Text("Beta") }
    }
}

@MainActor
@Suite("List selection and edit mode under VoiceOver")
struct ListSelectionTests {
    /// Moves VoiceOver to the element whose label starts with `label`, from the first.
    private func go(to label: String, in reader: VirtualScreenReader) {
        reader.moveToFirst()
        for _ in 0..<20 where reader.focusedLabel?.hasPrefix(label) != true {
            reader.next()
        }
    }

    private func label(startingWith prefix: String, in reader: VirtualScreenReader) -> String? {
        reader.walkElements().first { $0.label.hasPrefix(prefix) }?.label
    }

    @Test("out of edit mode a double tap selects the row alone, and VoiceOver reads it Selected")
    func doubleTapSelectsOneRow() {
        let reader = HostedScreen(OceanList()).reader
        go(to: "Pacific", in: reader)
        reader.act()
        #expect(label(startingWith: "1 selection", in: reader) == "1 selections")
        go(to: "Atlantic", in: reader)
        reader.act()
        reader.previous()
        #expect(reader.spokenPhraseLog.last == "Pacific")
        #expect(reader.next().map(\.text) == ["Selected: Atlantic"])
        #expect(label(startingWith: "1 selection", in: reader) == "1 selections")
    }

    @Test("in edit mode (the Edit button) each double tap adds or removes a row; Done keeps the selection")
    func editModeSelectsSeveral() {
        let reader = HostedScreen(OceanList()).reader
        go(to: "Edit", in: reader)
        reader.act()
        #expect(reader.focusedLabel == "Done")
        for ocean in ["Pacific", "Indian", "Atlantic", "Pacific"] {
            go(to: ocean, in: reader)
            reader.act()
        }
        #expect(label(startingWith: "2 selections", in: reader) == "2 selections")
        let rows = reader.walkElements().filter { ["Pacific", "Atlantic", "Indian"].contains($0.label) }
        #expect(rows.map { $0.spokenPhrases.first ?? "" } == ["Pacific", "Selected: Atlantic", "Selected: Indian"])
        go(to: "Done", in: reader)
        reader.act()
        #expect(label(startingWith: "2 selections", in: reader) == "2 selections")
    }

    @Test("an optional selection takes one row at a time; a button row presses its button; a row of another tag type is not selectable")
    func singleSelection() {
        let reader = HostedScreen(Flavours()).reader
        go(to: "Vanilla", in: reader)
        reader.act()
        go(to: "Mint", in: reader)
        reader.act()
        #expect(label(startingWith: "Chosen", in: reader) == "Chosen: mint, tastings: 0")
        go(to: "Taste", in: reader)
        reader.act()
        go(to: "Menu", in: reader)
        reader.act()
        #expect(label(startingWith: "Chosen", in: reader) == "Chosen: mint, tastings: 1")
        go(to: "Menu", in: reader)
        #expect(reader.spokenPhraseLog.last == "Menu")
    }

    @Test("a range's, a bound collection's and an edited collection's list select by their rows' identities")
    func otherForms() {
        let reader = HostedScreen(OtherForms()).reader
        for row in ["Number 1", "Southern", "Keep Arctic"] {
            go(to: row, in: reader)
            reader.act()
        }
        #expect(label(startingWith: "Picked", in: reader) == "Picked: 1 [\"Southern\"] Arctic")
    }

    @Test("a list without a selection leaves a double-tapped row unselected")
    func plainRowsAreNotSelected() {
        let reader = HostedScreen(PlainList()).reader
        reader.act()
        reader.next()
        #expect(reader.previous().map(\.text) == ["Alpha"])
    }
}
