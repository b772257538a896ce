import Foundation
import RotorTesting
import SwiftUICells
import Testing

// Reordering by accessibility actions that keeps VoiceOver on the moved item, written as a
// public reordering package does it: a controller's `@Published` focus heard by each row through
// `onReceive`, which sets the row's `@AccessibilityFocusState`.

@MainActor
private final class MoveController: ObservableObject {
    @Published var focus: String?
}

private struct MovableRow: View {
    let item: String
    let move: (String, Int) -> Void
    @EnvironmentObject var controller: MoveController
    @AccessibilityFocusState var isFocused: Bool

    var body: some View {
        Text(item)
            .accessibilityAction(named: "Move up") { move(item, -1) }
            .accessibilityAction(named: "Move down") { move(item, 1) }
            .accessibilityFocused($isFocused)
            .onReceive(controller.$focus) { focused in
                if focused == item { isFocused = true }
            }
    }
}

private struct MovableStack: View {
    @State var items = ["Apples", "Bread", "Cheese", "Dates"]
    @StateObject var controller = MoveController()

    var body: some View {
        VStack {
            Button("Go to last") { controller.focus = items.last }
            ForEach(items, id: \.self) { item in
                MovableRow(item: item, move: move)
            }
        }
        .environmentObject(controller)
    }

    private func move(_ item: String, _ step: Int) {
        guard let from = items.firstIndex(of: item), items.indices.contains(from + step) else { return }
        items.move(fromOffsets: IndexSet(integer: from), toOffset: step > 0 ? from + step + 1 : from + step)
        controller.focus = item
        UIAccessibility.post(notification: .announcement, argument: "\(item) moved to position \(from + step + 1)")
    }
}

/// A screen whose button moves VoiceOver to one of several views by value.
private struct JumpScreen: View {
    @AccessibilityFocusState var focused: String?

    var body: some View {
        VStack {
            Button("Show Cheese") { focused = "Cheese" }
            Text("Apples").accessibilityFocused($focused, equals: "Apples")
            Text("Cheese").accessibilityFocused($focused, equals: "Cheese")
        }
    }
}

@MainActor
@Suite("AccessibilityFocusState and onReceive under VoiceOver")
struct FocusAndPublisherTests {
    @Test("setting a focus state to a view's value moves VoiceOver to that view, once")
    func focusStateMovesVoiceOver() {
        let screen = HostedScreen(JumpScreen())
        let reader = screen.reader
        #expect(reader.focusedLabel == "Show Cheese")
        reader.act()
        #expect(reader.focusedLabel == "Cheese")
        // The request is done: VoiceOver moves on freely and is not pulled back.
        reader.moveToFirst()
        reader.next()
        #expect(reader.focusedLabel == "Apples")
        _ = reader.waitUntilIdle()
        #expect(reader.focusedLabel == "Apples")
    }

    @Test("Move down moves the row, is announced, and VoiceOver stays on it; a published focus heard through onReceive moves VoiceOver")
    func moveKeepsVoiceOverOnTheItem() throws {
        let screen = HostedScreen(MovableStack())
        let reader = screen.reader
        #expect(screen.labels == ["Go to last", "Apples", "Bread", "Cheese", "Dates"])
        reader.next()
        reader.next()
        #expect(reader.focusedLabel == "Bread")
        try reader.performAction(named: "Move down")
        #expect(screen.labels == ["Go to last", "Apples", "Cheese", "Bread", "Dates"])
        #expect(reader.spokenPhraseLog.contains("Bread moved to position 3"))
        #expect(reader.focusedLabel == "Bread")
        reader.moveToFirst()
        #expect(reader.focusedLabel == "Go to last")
        reader.act()
        #expect(reader.focusedLabel == "Dates")
    }

    @Test("onReceive hears a published property's current value once the view is shown, then each change")
    func onReceiveHearsValues() {
        let controller = MoveController()
        controller.focus = "first"
        var heard: [String?] = []
        let screen = HostedScreen(Text("Row").onReceive(controller.$focus) { heard.append($0) }, keeping: [controller])
        #expect(screen.labels == ["Row"])
        #expect(heard == ["first"])
        controller.focus = "second"
        #expect(heard == ["first", "second"])
    }
}
