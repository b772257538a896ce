import CellKit
@testable import ScreenReader
import Testing
import RotorTestSupport

/// Read all: two-finger swipe up reads from the top of the screen, two-finger swipe down from
/// the focused element; each element is focused and spoken in turn, without its hint.
@MainActor
@Suite("Read all", .cellsScreen)
struct ReadAllTests: ReaderSuite {
    let fixture = ReaderFixture()

    private func screen() {
        window.addSubview(labelledView("Title", frame: CGRect(x: 0, y: 0, width: 10, height: 1)))
        let toggle = UISwitch(frame: CGRect(x: 0, y: 2, width: 6, height: 1))
        toggle.accessibilityLabel = "Wi-Fi"
        window.addSubview(toggle)
        window.addSubview(labelledView("Footer", frame: CGRect(x: 0, y: 4, width: 10, height: 1)))
    }

    private var focusedLabel: String? { reader.focusedElement?.label }

    @Test func fromTheFocusedElementToTheEnd() {
        screen()
        reader.start()
        reader.perform(.swipeRight)
        let said = reader.perform(.readAll).map(\.text)
        #expect(said.count == 2)
        #expect(said.first?.hasPrefix("Wi-Fi") == true)
        #expect(said.last == "Footer")
        #expect(focusedLabel == "Footer", "the cursor moves with the reading")
        #expect(!reader.perform(.readAll).isEmpty, "on the last element, it reads that one")
    }

    @Test func fromTheTopWhereverTheFocusIs() {
        screen()
        reader.start()
        reader.perform(.lastElement)
        let said = reader.readAll(from: .top).map(\.text)
        #expect(said.count == 3)
        #expect(said.first == "Title")
        #expect(said.last == "Footer")
        #expect(focusedLabel == "Footer")
    }

    @Test func theTwoFingerSwipeUpReadsFromTheTop() {
        screen()
        reader.start()
        reader.perform(.lastElement)
        #expect(reader.perform(.readFromTop).map(\.text).first == "Title")
    }

    @Test func hintsAreNotReadAlong() {
        screen()
        reader.start()
        let said = reader.readAll(from: .top)
        #expect(!said.contains { $0.kind == .hint }, "a switch's hint waits for a pause that read all does not make")
        #expect(reader.perform(.swipeLeft).contains { $0.kind == .hint }, "stopping on the switch says its hint")
    }

    @Test func withNothingFocusedItStartsAtTheTop() {
        screen()
        #expect(reader.perform(.readAll).map(\.text).first == "Title")
    }

    @Test func onAnEmptyScreenItSaysNothing() {
        #expect(reader.perform(.readAll).isEmpty)
        #expect(reader.readAll(from: .top).isEmpty)
    }
}
