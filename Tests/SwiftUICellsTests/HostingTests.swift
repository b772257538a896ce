import RotorTesting
import SwiftUICells
import Testing

/// A counter as SwiftUI's tutorials write it: a heading, a count and a button.
struct CounterView: View {
    @State private var count = 0

    var body: some View {
        VStack(spacing: 8) {
            Text("Counter")
                .font(.title)
                .accessibilityAddTraits(.isHeader)
            Text("Count: \(count)")
            Button("Add one") {
                count += 1
            }
        }
    }
}

@MainActor
@Suite("A SwiftUI screen hosted in CellKit")
struct HostingTests {
    @Test("VoiceOver reads its texts and button in order, with their traits")
    func readsInOrder() {
        let screen = HostedScreen(CounterView())
        #expect(screen.labels == ["Counter", "Count: 0", "Add one"])
        #expect(screen.reader.spokenPhraseLog.first == "Counter. Heading.")
        screen.reader.next()
        screen.reader.next()
        #expect(screen.reader.lastSpokenPhrase == "Add one. Button.")
    }

    @Test("a double tap runs the button's action, and the changed state is read at once")
    func stateChangeIsRead() {
        let screen = HostedScreen(CounterView())
        screen.reader.next()
        screen.reader.next()
        screen.reader.act()
        screen.reader.act()
        screen.reader.previous()
        #expect(screen.reader.focusedLabel == "Count: 2")
    }

    @Test("the stack is laid out in points by SwiftUI's rules: centred, 8 points apart, text a column a character")
    func layoutInPoints() throws {
        let screen = HostedScreen(CounterView())
        let frames = screen.reader.walkElements().map(\.label)
        #expect(frames.count == 3)
        let root = try #require(screen.controller.view)
        let elements = Self.elements(in: root)
        let count = try #require(elements.first { $0.accessibilityLabel == "Count: 0" })
        // "Count: 0" is 8 characters: 64 points wide, one 22-point line.
        #expect(count.frame.size == CGSize(width: 64, height: 22))
        let heading = try #require(elements.first { $0.accessibilityLabel == "Counter" })
        let headingFrame = heading.convert(heading.bounds, to: root)
        let countFrame = count.convert(count.bounds, to: root)
        #expect(countFrame.minY - headingFrame.maxY == 8)
        #expect(abs(countFrame.midX - 393 / 2) < 1, "centred across the screen")
    }

    static func elements(in view: UIView) -> [UIView] {
        (view.isAccessibilityElement ? [view] : []) + view.subviews.flatMap { elements(in: $0) }
    }
}
