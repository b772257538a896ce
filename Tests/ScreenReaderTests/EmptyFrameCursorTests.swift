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

    /// Labels in rows of ten, each empty unless `shown` says otherwise.
    private func manyLabels(_ count: Int, shown: (Int) -> Bool) -> [UIView] {
        (0..<count).map { index in
            let view = labelledView("L\(index)", frame: CGRect(x: (index % 10) * 6, y: index / 10, width: shown(index) ? 5 : 0, height: 1))
            window.addSubview(view)
            return view
        }
    }

    /// Every label a run of swipes one way reaches, up to the boundary.
    private func swipes(_ gesture: Gesture) -> [String] {
        var reached: [String] = []
        while let said = reader.perform(gesture).first, said.description != "[boundary]", reached.count < 10_000 {
            reached.append(said.text)
        }
        return reached
    }

    /// Thousands of empty elements between the few a swipe visits: it still visits exactly
    /// those, both ways, and the first and last element gestures find the ends.
    @Test func swipesPastThousandsOfEmptyElementsVisitTheOthersBothWays() {
        let shown: Set<Int> = [0, 1, 255, 256, 1_000, 2_047, 2_048, 2_999]
        manyLabels(3_000) { shown.contains($0) }
        reader.start()
        #expect(focusedLabel == "L0")
        #expect(swipes(.swipeRight) == ["L1", "L255", "L256", "L1000", "L2047", "L2048", "L2999"])
        #expect(swipes(.swipeLeft) == ["L2048", "L2047", "L1000", "L256", "L255", "L1", "L0"])
        reader.perform(.lastElement)
        #expect(focusedLabel == "L2999")
        reader.perform(.firstElement)
        #expect(focusedLabel == "L0")
        #expect(reader.readAll(from: .top).map(\.text) == shown.sorted().map { "L\($0)" })
    }

    /// What the list keeps of which elements a swipe visits goes with the walk it came from: an
    /// empty element given a size, or a placed one made empty, is visited (or passed over) at
    /// the next swipe, a view or an element that is not a view.
    @Test func anElementGivenASizeOrMadeEmptyIsVisitedOrPassedOverAtTheNextSwipe() {
        let labels = manyLabels(600) { $0 == 0 || $0 == 599 }
        let loose = UIAccessibilityElement(accessibilityContainer: window)
        loose.accessibilityLabel = "Loose"
        let holder = UIView(frame: CGRect(x: 0, y: 70, width: 10, height: 1))
        holder.accessibilityElements = [loose]
        window.addSubview(holder)
        reader.start()
        #expect(swipes(.swipeRight) == ["L599"])
        labels[300].frame.size.width = 5
        loose.accessibilityFrame = CGRect(x: 0, y: 70, width: 6, height: 1)
        #expect(swipes(.swipeLeft) == ["L300", "L0"])
        #expect(swipes(.swipeRight) == ["L300", "L599", "Loose"])
        labels[300].frame.size.height = 0
        loose.accessibilityFrame = .zero
        #expect(swipes(.swipeLeft) == ["L0"])
    }

    /// The list's own search for the next element a swipe visits agrees with looking at each
    /// element in turn, from every place both ways, over lists of runs and of long lists held
    /// whole inside others, few or many of their elements empty.
    @Test(arguments: [0.0, 0.02, 0.5, 1.0])
    func theListsSearchAgreesWithLookingAtEachElement(shownShare: Double) {
        var random = SplitMix64(seed: UInt64(shownShare * 1_000) + 7)
        func element() -> AccessibleElement {
            let shown = Double.random(in: 0..<1, using: &random) < shownShare
            return AccessibleElement(labelledView("e", frame: CGRect(x: 0, y: 0, width: shown ? 1 : 0, height: 1)))
        }
        func list(depth: Int) -> ElementList {
            var builder = ElementList.Builder()
            for _ in 0..<Int.random(in: 8...14, using: &random) {
                switch Int.random(in: 0..<4, using: &random) {
                case 0 where depth > 0: builder.append(sharing: list(depth: depth - 1))
                case 1: for _ in 0..<Int.random(in: 1...300, using: &random) { builder.append(element()) }
                default: builder.append(sharing: ElementList((0..<Int.random(in: 1...40, using: &random)).map { _ in element() }))
                }
            }
            return builder.build()
        }
        let all = list(depth: 3)
        let isShown = all.map { !ScreenReader.hasEmptyFrame($0) }
        // The answers of a look at each element in turn, from each place.
        var next = [Int?](repeating: nil, count: all.count), previous = next
        var found: Int?
        for index in all.indices.reversed() {
            if isShown[index] { found = index }
            next[index] = found
        }
        found = nil
        for index in all.indices {
            if isShown[index] { found = index }
            previous[index] = found
        }
        var wrong: [Int] = []
        for start in all.indices where all.visitedIndex(from: start, by: 1) != next[start]
            || all.visitedIndex(from: start, by: -1) != previous[start] {
            wrong.append(start)
        }
        #expect(wrong.isEmpty, "\(all.count) elements, \(all.pieces.count) pieces")
        #expect(all.visitedIndex(from: -1, by: 1) == nil && all.visitedIndex(from: all.count, by: -1) == nil)
        #expect(all.visitedCount == isShown.filter { $0 }.count)
        #expect(all.pieces.contains { if case .list = $0 { true } else { false } }, "a list is held whole")
    }
}
