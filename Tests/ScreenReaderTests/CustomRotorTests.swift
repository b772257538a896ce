import CellKit
import ScreenReader
import Testing
import RotorTestSupport

/// A search over a list of elements in order, counting how often VoiceOver asks it and
/// keeping what it was asked.
@MainActor
final class ListSearch {
    let items: [UIResponder]
    private(set) var asked: [(current: AnyObject?, direction: UIAccessibilityCustomRotor.Direction)] = []

    init(_ items: [UIResponder]) {
        self.items = items
    }

    func rotor(named name: String) -> UIAccessibilityCustomRotor {
        UIAccessibilityCustomRotor(name: name) { [self] predicate in search(predicate) }
    }

    func search(_ predicate: UIAccessibilityCustomRotorSearchPredicate) -> UIAccessibilityCustomRotorItemResult? {
        let current = predicate.currentItem.targetElement
        asked.append((current, predicate.searchDirection))
        let index = items.firstIndex { $0 === current }
        let next = predicate.searchDirection == .next ? index.map { $0 + 1 } ?? 0 : index.map { $0 - 1 } ?? items.count - 1
        guard items.indices.contains(next) else { return nil }
        return UIAccessibilityCustomRotorItemResult(targetElement: items[next], targetRange: nil)
    }
}

@MainActor
@Suite("Custom rotors", .cellsScreen)
struct CustomRotorTests: ReaderSuite {
    let fixture = ReaderFixture()

    /// An inbox of four messages in a container view; returns the container and the messages.
    private func inbox() -> (UIView, [UIView]) {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 10))
        let messages = ["Lunch", "Invoice", "Party", "Report"].enumerated().map { row, label in
            labelledView(label, frame: CGRect(x: 0, y: row * 2, width: 30, height: 1))
        }
        messages.forEach(container.addSubview)
        window.addSubview(container)
        return (container, messages)
    }

    @Test func theRotorOffersTheElementsRotorsThenItsContainersAfterActionsAndBeforeHeadings() throws {
        let (container, messages) = inbox()
        container.accessibilityCustomRotors = [ListSearch([messages[1]]).rotor(named: "Unread")]
        messages[0].accessibilityCustomRotors = [ListSearch([messages[2]]).rotor(named: "Mine")]
        messages[0].accessibilityCustomActions = [UIAccessibilityCustomAction(name: "Archive") { _ in true }]
        messages[3].accessibilityTraits = .header
        let outside = labelledView("Compose", frame: CGRect(x: 0, y: 12, width: 10, height: 1))
        window.addSubview(outside)
        reader.start()
        let names = reader.offeredRotorSettings.map { $0.name(in: .english) }
        #expect(names == ["Actions", "Mine", "Unread", "Headings", "Characters", "Words", "Speech rate", "Hints"])
        _ = reader.perform(.lastElement)
        #expect(reader.focusedElement?.label == "Compose")
        #expect(!reader.offeredRotorSettings.contains { if case .custom = $0 { true } else { false } },
                "outside the container, its rotor is not offered")
    }

    @Test func swipingStepsThroughTheSearchFromTheFocusedElementAndSaysEachItem() {
        let (container, messages) = inbox()
        let search = ListSearch([messages[1], messages[3]])
        container.accessibilityCustomRotors = [search.rotor(named: "Unread")]
        reader.start()
        #expect(reader.perform(.rotateClockwise).map(\.text) == ["Unread"])
        #expect(reader.perform(.swipeDown).map(\.text) == ["Invoice"])
        #expect(search.asked.first?.current === messages[0], "the first search starts from the focused element")
        #expect(search.asked.first?.direction == .next)
        #expect(reader.perform(.swipeDown).map(\.text) == ["Report"])
        #expect(reader.perform(.swipeDown).map(\.description) == ["[boundary]"])
        #expect(reader.focusedElement?.label == "Report", "at the end nothing moves")
        #expect(reader.perform(.swipeUp).map(\.text) == ["Invoice"])
        #expect(search.asked.last?.direction == .previous)
        #expect(search.asked.last?.current === messages[3])
    }

    @Test func aRotorOfTheHeadingTypeTakesTheHeadingsPlace() {
        let (container, messages) = inbox()
        messages[3].accessibilityTraits = .header
        container.accessibilityCustomRotors = [
            UIAccessibilityCustomRotor(systemType: .heading) { ListSearch([messages[2]]).search($0) },
            UIAccessibilityCustomRotor(systemType: .link) { ListSearch([messages[1]]).search($0) },
        ]
        reader.start()
        let names = reader.offeredRotorSettings.map { $0.name(in: .english) }
        #expect(names == ["Links", "Headings", "Characters", "Words", "Speech rate", "Hints"])
        #expect(reader.perform(.rotateClockwise).map(\.text) == ["Links"])
        #expect(reader.perform(.swipeDown).map(\.text) == ["Invoice"])
        #expect(reader.perform(.rotateClockwise).map(\.text) == ["Headings"])
        #expect(reader.perform(.swipeDown).map(\.text) == ["Party"], "the app's headings, not the header trait's")
    }

    @Test func aSearchThatNeverMovesOnEndsWithTheEndSound() {
        let (container, messages) = inbox()
        var calls = 0
        container.accessibilityCustomRotors = [UIAccessibilityCustomRotor(name: "Stuck") { _ in
            calls += 1
            return UIAccessibilityCustomRotorItemResult(targetElement: messages[0], targetRange: nil)
        }]
        reader.start()
        _ = reader.perform(.rotateClockwise)
        #expect(reader.perform(.swipeDown).map(\.description) == ["[boundary]"])
        #expect(calls == 1)
        #expect(reader.focusedElement?.label == "Lunch")
    }

    @Test func aSearchOfElementsNotOnTheScreenIsAskedABoundedNumberOfTimes() {
        let (container, _) = inbox()
        var calls = 0
        container.accessibilityCustomRotors = [UIAccessibilityCustomRotor(name: "Elsewhere") { _ in
            calls += 1
            // A new view each time, in no window: never one VoiceOver can move to.
            return UIAccessibilityCustomRotorItemResult(targetElement: UIView(), targetRange: nil)
        }]
        reader.start()
        _ = reader.perform(.rotateClockwise)
        #expect(reader.perform(.swipeDown).map(\.description) == ["[boundary]"])
        #expect(calls <= 1_000)
        #expect(reader.focusedElement?.label == "Lunch")
    }

    @Test func aResultWhoseElementIsGoneEndsWithTheEndSound() {
        let (container, _) = inbox()
        container.accessibilityCustomRotors = [UIAccessibilityCustomRotor(name: "Gone") { _ in
            let result = UIAccessibilityCustomRotorItemResult(targetElement: UIView(), targetRange: nil)
            return result  // its element, held weakly, is freed before VoiceOver reads it
        }]
        reader.start()
        _ = reader.perform(.rotateClockwise)
        #expect(reader.perform(.swipeDown).map(\.description) == ["[boundary]"])
    }

    @Test func aSearchThatSkipsAnElementOffTheScreenMovesToTheNextOneOn() {
        let (container, messages) = inbox()
        let hidden = labelledView("Hidden", frame: CGRect(x: 0, y: 1, width: 30, height: 1))
        hidden.isHidden = true
        container.addSubview(hidden)
        container.accessibilityCustomRotors = [ListSearch([hidden, messages[2]]).rotor(named: "Flagged")]
        reader.start()
        _ = reader.perform(.rotateClockwise)
        #expect(reader.perform(.swipeDown).map(\.text) == ["Party"])
    }

    /// The custom settings the rotor offers on the focus now, by name.
    private func customRotorNames() -> [String] {
        reader.offeredRotorSettings.compactMap { setting in
            if case .custom(let key) = setting { key.name } else { nil }
        }
    }

    /// The rotors around the focus are kept with it between steps; every change to them is
    /// heard at the next step: a rotor renamed, a container given rotors, the element's taken away.
    @Test func theRotorsOfferedFollowEachChangeToThemBetweenSteps() {
        let (container, messages) = inbox()
        let unread = ListSearch([messages[1]]).rotor(named: "Unread")
        messages[0].accessibilityCustomRotors = [unread]
        reader.start()
        #expect(reader.perform(.rotateClockwise).map(\.text) == ["Unread"])
        #expect(customRotorNames() == ["Unread"])
        unread.name = "New mail"
        #expect(customRotorNames() == ["New mail"], "a rotor's new name")
        container.accessibilityCustomRotors = [ListSearch([messages[2]]).rotor(named: "Flagged")]
        #expect(customRotorNames() == ["New mail", "Flagged"], "the container's new rotors, after the element's")
        messages[0].accessibilityCustomRotors = nil
        #expect(customRotorNames() == ["Flagged"], "the element's rotors taken away")
        // The setting turned to is gone: the rotor starts again at the first offered.
        #expect(reader.perform(.rotateClockwise).map(\.text) == ["Flagged"])
        #expect(reader.perform(.swipeDown).map(\.text) == ["Party"])
    }

    /// A rotor that counts how often its name is read.
    private final class CountedRotor: UIAccessibilityCustomRotor {
        static func make(_ name: String, counter: NameReads) -> CountedRotor {
            let rotor = CountedRotor(name: name) { _ in nil }
            rotor.counter = counter
            return rotor
        }
        var counter: NameReads?
        override var name: String {
            get {
                counter?.count += 1
                return super.name
            }
            set { super.name = newValue }
        }
    }

    @MainActor
    private final class NameReads {
        var count = 0
    }

    /// Swiping onto an element with many rotors reads none of them; the rotor lists them once
    /// when first turned there, and keeps them while the focus stays.
    @Test func manyRotorsAreListedOnceAFocusAndNotAtEachSwipe() {
        let (_, messages) = inbox()
        let reads = NameReads()
        messages[1].accessibilityCustomRotors = (0..<1_000).map { CountedRotor.make("R\($0)", counter: reads) }
        reader.start()
        for _ in 0..<20 {
            _ = reader.perform(.swipeRight)
            _ = reader.perform(.swipeLeft)
        }
        _ = reader.perform(.swipeRight)
        #expect(reader.focusedElement?.label == "Invoice")
        #expect(reads.count == 0, "no swipe read a rotor's name")
        #expect(reader.perform(.rotateClockwise).map(\.text) == ["R0"])
        let listed = reads.count
        #expect(listed > 0)
        for _ in 0..<10 { _ = reader.perform(.rotateClockwise) }
        #expect(reader.perform(.rotateClockwise).map(\.text) == ["R11"])
        #expect(reads.count == listed, "the turns read the kept list")
    }
}
