import CellKit
@testable import ScreenReader
import Testing
import RotorTestSupport

/// An element whose frame is empty (usually one built before layout) is not visited by
/// swiping, as on iOS: the cursor passes over it both ways, and the first and last element
/// gestures and read all do too. It is still an element: touch never finds it, and the audit's
/// `unplaced-element` reports it.
@MainActor
@Suite("The cursor passes over elements with empty frames", .cellsScreen)
struct EmptyFrameCursorTests: ReaderSuite {
    let fixture = ReaderFixture()

    /// Title, an element with no width, one with no height, Footer, then an empty one last.
    private func screen() {
        window.addSubview(labelledView("Title", frame: CGRect(x: 0, y: 0, width: 10, height: 1)))
        window.addSubview(labelledView("Badge", frame: CGRect(x: 0, y: 2, width: 0, height: 1)))
        window.addSubview(labelledView("Unread", frame: CGRect(x: 0, y: 3, width: 8, height: 0)))
        window.addSubview(labelledView("Footer", frame: CGRect(x: 0, y: 5, width: 10, height: 1)))
        window.addSubview(labelledView("Spinner", frame: .zero))
    }

    private var focusedLabel: String? { reader.focusedElement?.label }

    @Test func swipesPassOverThemBothWays() {
        screen()
        #expect(reader.elements.count == 5, "they are still elements")
        reader.start()
        #expect(focusedLabel == "Title")
        #expect(reader.perform(.swipeRight).map(\.text) == ["Footer"])
        let past = reader.perform(.swipeRight).map(\.text)
        #expect(!past.contains("Spinner."), "past Footer there is only the boundary")
        #expect(focusedLabel == "Footer")
        #expect(reader.perform(.swipeLeft).map(\.text) == ["Title"])
        #expect(focusedLabel == "Title")
    }

    @Test func theFirstAndLastElementGesturesAndReadAllPassOverThem() {
        window.addSubview(labelledView("Placeholder", frame: .zero))
        screen()
        reader.start()
        #expect(focusedLabel == "Title", "the screen starts on the first element a swipe visits")
        reader.perform(.lastElement)
        #expect(focusedLabel == "Footer")
        reader.perform(.firstElement)
        #expect(focusedLabel == "Title")
        #expect(reader.readAll(from: .top).map(\.text) == ["Title", "Footer"])
    }

    @Test func aScreenOfOnlyEmptyFramesFocusesNothing() {
        window.addSubview(labelledView("Spinner", frame: .zero))
        #expect(reader.start().isEmpty)
        #expect(reader.focusedElement == nil)
        reader.perform(.swipeRight)
        #expect(reader.focusedElement == nil)
    }
}
