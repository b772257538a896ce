import RotorTesting
import SwiftUICells
import Testing

/// A shopping list that takes text dropped between its rows, with `onInsert`.
struct InsertableList: View {
    @State private var items = ["Apples", "Bread"]

    var body: some View {
        VStack {
            Text("Milk")
                .draggable("Milk")
            List {
                ForEach(items, id: \.self) { item in
                    Text(item)
                }
                .onInsert(of: [.plainText]) { index, providers in
                    for provider in providers {
                        _ = provider.loadObject(ofClass: String.self) { string, _ in
                            guard let string else { return }
                            DispatchQueue.main.async {
                                items.insert(string, at: index)
                            }
                        }
                    }
                }
            }
        }
    }
}

@MainActor
@Suite("onInsert")
struct ListInsertTests {
    @Test("text dragged from outside the list and dropped after a row is inserted there")
    func dropInserts() async throws {
        let screen = HostedScreen(InsertableList())
        let reader = screen.reader
        try reader.performAction(named: "Drag Milk")
        reader.next()
        #expect(reader.focusedLabel == "Apples")
        #expect(reader.actionNames.contains("Drop after Apples"))
        try reader.performAction(named: "Drop after Apples")
        // The app inserts on the main queue once the provider has loaded the text.
        for _ in 0..<20 where screen.labels.count < 4 {
            await Task.yield()
        }
        #expect(screen.labels == ["Milk", "Apples", "Milk", "Bread"])
    }
}
