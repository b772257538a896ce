import RotorTesting
@testable import SwiftUICells
import Testing

/// Fruit dragged into a basket: `draggable` rows and a `dropDestination`.
struct BasketView: View {
    @State private var basket: [String] = []
    @State private var isTargeted = false
    let fruits = ["Apples", "Pears"]

    var body: some View {
        VStack(alignment: .leading) {
            ForEach(fruits, id: \.self) { fruit in
                Text(fruit)
                    .draggable(fruit)
            }
            Text(basket.isEmpty ? "Empty basket" : "Basket: \(basket.joined(separator: ", "))")
                .padding()
                .background(isTargeted ? Color.blue : Color.gray)
                .dropDestination(for: String.self) { items, _ in
                    basket += items
                    return true
                } isTargeted: { targeted in
                    isTargeted = targeted
                }
        }
    }
}

@MainActor
@Suite("draggable and dropDestination under VoiceOver")
struct DraggableTests {
    @Test("a draggable row is dropped into a drop destination through the Actions rotor")
    func dropsThroughTheRotor() throws {
        let screen = HostedScreen(BasketView())
        let reader = screen.reader
        #expect(reader.actionNames == ["Drag Apples"])
        try reader.performAction(named: "Drag Apples")
        reader.moveToLast()
        #expect(reader.focusedLabel == "Empty basket")
        try reader.performAction(named: "Drop into Empty basket")
        #expect(reader.callbackLog.contains { $0.contains("performDrop") })
        #expect(screen.labels.last == "Basket: Apples")
    }

    @Test("a UIKit view takes a SwiftUI drag: the text arrives as plain text")
    func aUIKitViewTakesTheDrag() throws {
        let screen = HostedScreen(BasketView())
        let drag = DragSource.dragItem(for: "Pears")
        #expect(drag.itemProvider.hasItemConformingToTypeIdentifier("public.plain-text"))
        var loaded: String?
        drag.itemProvider.loadDataRepresentation(forTypeIdentifier: "public.plain-text") { data, _ in
            MainActor.assumeIsolated { loaded = data.map { String(decoding: $0, as: UTF8.self) } }
        }
        _ = screen
        #expect(loaded == "Pears")
    }
}
