import RotorTesting
import SwiftUICells
import Testing

// A form as apps write it, with only `import SwiftUI` changed.

enum Flavor: String, CaseIterable, Identifiable {
    case chocolate, vanilla, strawberry
    var id: Self { self }
}

struct OrderForm: View {
    @State private var name = ""
    @State private var note = "Leave at door"
    @State private var password = "abc"
    @State private var flavor: Flavor = .chocolate
    @State private var size = "Small"

    var body: some View {
        VStack(alignment: .leading) {
            TextField("Name", text: $name)
            TextField("Delivery note", text: $note, prompt: Text("Optional"))
            SecureField("Password", text: $password)
            Picker("Flavor", selection: $flavor) {
                ForEach(Flavor.allCases) { flavor in
                    Text(flavor.rawValue.capitalized)
                }
            }
            .pickerStyle(.menu)
            Picker("Size", selection: $size) {
                Text("Small").tag("Small")
                Text("Large").tag("Large")
            }
            .disabled(name.isEmpty)
            Text("Order for \(name.isEmpty ? "nobody" : name): \(flavor.rawValue), \(size)")
            Button("Clear name") { name = "" }
        }
    }
}

@MainActor
@Suite("TextField, SecureField and Picker under VoiceOver")
struct TextEntryAndPickerTests {
    /// The hosted text fields, in order.
    private func fields(in view: UIView) -> [UITextField] {
        (view as? UITextField).map { [$0] } ?? view.subviews.flatMap { fields(in: $0) }
    }

    @Test("a field reads its text, or its title while empty, as a UIKit text field; a prompt makes the title its label")
    func fieldsAreRead() {
        let screen = HostedScreen(OrderForm())
        let reader = screen.reader
        #expect(reader.spokenPhraseLog.first == "Name. Text Field.")
        reader.next()
        #expect(reader.spokenPhraseLog.contains("Delivery note: Leave at door. Text Field."))
        reader.next()
        #expect(reader.spokenPhraseLog.contains("•••. Secure Text Field."))
    }

    @Test("text set in the field (Rotor has no keyboard) reaches the binding, and a change of the binding reaches the field")
    func textReachesTheBinding() throws {
        let screen = HostedScreen(OrderForm())
        let root = try #require(screen.controller.view)
        let name = try #require(fields(in: root).first)
        name.text = "Ana"
        #expect(screen.labels.contains("Order for Ana: chocolate, Small"))
        screen.reader.moveToFirst()
        #expect(screen.reader.spokenPhraseLog.suffix(2) == ["Ana. Text Field.", "Double tap to edit."])
        screen.reader.moveToLast()
        screen.reader.act()
        #expect(name.text == "")
        screen.reader.moveToFirst()
        #expect(screen.reader.spokenPhraseLog.suffix(2) == ["Name. Text Field.", "Double tap to edit."])
    }

    @Test("a picker is one adjustable element: swiping up selects the next option, down the previous, by tag or ForEach identity")
    func pickerAdjusts() throws {
        let screen = HostedScreen(OrderForm())
        let reader = screen.reader
        #expect(screen.labels == ["", "Delivery note", "", "Flavor", "Size", "Order for nobody: chocolate, Small", "Clear name"])
        reader.next()
        reader.next()
        reader.next()
        #expect(reader.spokenPhraseLog.contains("Flavor: Chocolate. Adjustable."))
        reader.perform(.swipeUp)
        #expect(reader.lastSpokenPhrase == "Vanilla")
        reader.perform(.swipeUp)
        reader.perform(.swipeUp)
        reader.perform(.swipeDown)
        #expect(screen.labels.contains("Order for nobody: vanilla, Small"))
    }

    @Test("a disabled picker is dimmed and does not adjust; enabled, its tags select")
    func disabledPicker() throws {
        let screen = HostedScreen(OrderForm())
        let reader = screen.reader
        for _ in 0..<4 { reader.next() }
        #expect(reader.spokenPhraseLog.contains { $0.hasPrefix("Size: Small.") && $0.contains("Dimmed") })
        reader.perform(.swipeUp)
        #expect(screen.labels.contains("Order for nobody: chocolate, Small"))
        let root = try #require(screen.controller.view)
        try #require(fields(in: root).first).text = "Ben"
        reader.perform(.swipeUp)
        #expect(screen.labels.contains("Order for Ben: chocolate, Large"))
    }
}
