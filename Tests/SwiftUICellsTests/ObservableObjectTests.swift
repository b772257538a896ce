import RotorTesting
import SwiftUICells
import Testing

// An ObservableObject model as apps wrote them before Observation, with only the import changed.

final class Basket: ObservableObject {
    @Published var items: [String] = []
    @Published var note = ""
}

struct BasketSummary: View {
    @ObservedObject var basket: Basket

    var body: some View {
        Text(basket.items.isEmpty ? "Nothing yet" : basket.items.joined(separator: ", "))
    }
}

struct ShopView: View {
    @StateObject private var basket = Basket()

    var body: some View {
        VStack {
            BasketSummary(basket: basket)
            Button("Add bread") {
                basket.items.append("Bread")
            }
            Toggle("Gift", isOn: Binding(get: { basket.note == "gift" }, set: { basket.note = $0 ? "gift" : "" }))
        }
    }
}

@MainActor
@Suite("ObservableObject, @Published, @StateObject and @ObservedObject")
struct ObservableObjectTests {
    @Test("a @Published change re-evaluates the views that observe the object, and the state object is kept")
    func publishedChangesAreRead() throws {
        let screen = HostedScreen(ShopView())
        let reader = screen.reader
        #expect(reader.focusedLabel == "Nothing yet")
        reader.next()
        reader.act()
        reader.act()
        #expect(screen.labels.first == "Bread, Bread", "the same basket each time: \(screen.labels)")
    }

    @Test("objectWillChange fires before each @Published change, shared by the object's properties")
    func objectWillChangeFires() {
        let basket = Basket()
        var fired = 0
        let publisher = basket.objectWillChange
        #expect(publisher === basket.objectWillChange)
        publisher.onSend { fired += 1 }
        basket.items = ["Milk"]
        basket.note = "gift"
        #expect(fired == 2)
    }
}
