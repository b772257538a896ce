import RotorTestSupport
import RotorTesting
import SwiftUICells
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

    @Test("a SwiftUI drag drops into a UIKit view, and a UIKit drag into a SwiftUI drop destination")
    func dragsCrossIntoUIKitAndBack() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
        let root = UIViewController()
        window.rootViewController = root
        let hosting = UIHostingController(rootView: BasketView())
        hosting.view.frame = CGRect(x: 0, y: 0, width: 393, height: 400)
        root.view.addSubview(hosting.view)
        // A UIKit inbox that takes text, and a UIKit label that gives it.
        let inbox = UIView(frame: CGRect(x: 0, y: 440, width: 393, height: 88))
        inbox.isAccessibilityElement = true
        inbox.accessibilityLabel = "Inbox"
        let target = TextDropTarget()
        inbox.addInteraction(UIDropInteraction(delegate: target))
        root.view.addSubview(inbox)
        let plum = UILabel(frame: CGRect(x: 0, y: 560, width: 393, height: 44))
        plum.text = "Plums"
        plum.isUserInteractionEnabled = true
        let source = PlainTextSource(text: "Plums")
        plum.addInteraction(UIDragInteraction(delegate: source))
        root.view.addSubview(plum)
        let reader = VirtualScreenReader(windows: [window], keeping: [hosting, target, source])

        try reader.performAction(named: "Drag Apples")
        for _ in 0..<8 where reader.focusedLabel != "Inbox" { reader.next() }
        try reader.performAction(named: "Drop into Inbox")
        #expect(target.received == ["Apples"])

        reader.moveToLast()
        #expect(reader.focusedLabel == "Plums")
        try reader.performAction(named: "Drag Plums")
        for _ in 0..<8 where reader.focusedLabel != "Empty basket" { reader.previous() }
        try reader.performAction(named: "Drop into Empty basket")
        reader.next()
        reader.previous()
        #expect(reader.focusedLabel == "Basket: Plums")
    }
}

/// A UIKit drag source of plain text, as `NSString` writes it.
@MainActor
final class PlainTextSource: NSObject, UIDragInteractionDelegate {
    let text: String

    init(text: String) {
        self.text = text
    }

    func dragInteraction(_ interaction: UIDragInteraction, itemsForBeginning session: UIDragSession) -> [UIDragItem] {
        [UIDragItem(itemProvider: NSItemProvider(object: text as NSString))]
    }
}
