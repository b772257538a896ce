import CellKit
import ScreenReader
import Testing
import RotorTestSupport

/// Touch exploration: the element under the finger, whatever the screen is made of.
@MainActor
@Suite("Touch exploration", .cellsScreen)
struct TouchExplorationTests: ReaderSuite {
    let fixture = ReaderFixture(width: 40, height: 12)

    private func touch(_ x: CGFloat, _ y: CGFloat) -> [String] {
        reader.perform(.touch(CGPoint(x: x, y: y))).map(\.text)
    }

    /// A scroll view of one-row elements at (0, 2), 8 rows high, above a footer on row 10.
    private func table(rows count: Int) -> UIScrollView {
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 2, width: 30, height: 8))
        scroll.contentSize = CGSize(width: 30, height: count)
        for row in 0..<count {
            scroll.addSubview(labelledView("Row \(row)", frame: CGRect(x: 0, y: row, width: 30, height: 1)))
        }
        window.addSubview(labelledView("Title", frame: CGRect(x: 0, y: 0, width: 30, height: 1)))
        window.addSubview(scroll)
        window.addSubview(labelledView("Footer", frame: CGRect(x: 0, y: 10, width: 30, height: 1)))
        return scroll
    }

    @Test func aLongScrolledTableFindsTheRowUnderTheFinger() {
        let scroll = table(rows: 5_000)
        reader.start()
        #expect(touch(3, 4) == ["Row 2"])
        scroll.setContentOffset(CGPoint(x: 0, y: 4_000), animated: false)
        #expect(touch(3, 4) == ["Row 4002"])
        #expect(touch(3, 9) == ["Row 4007"])
    }

    @Test func rowsScrolledOutOfSightAreNotFoundUnderWhatCoversTheirPlace() {
        let scroll = table(rows: 50)
        reader.start()
        scroll.setContentOffset(CGPoint(x: 0, y: 5), animated: false)
        // Row 3 would be on the title's row of the screen, and row 13 on the footer's, but the
        // scroll view cuts them off: the title and the footer are what is there.
        #expect(touch(3, 0).isEmpty, "the title, already focused")
        #expect(touch(3, 10) == ["Footer"])
        #expect(touch(3, 0) == ["Title"])
        #expect(touch(3, 2) == ["Row 5"])
    }

    @Test func anElementStickingOutOfItsSuperviewIsFoundWhereItShows() {
        window.addSubview(labelledView("Title", frame: CGRect(x: 0, y: 0, width: 10, height: 1)))
        let box = UIView(frame: CGRect(x: 0, y: 1, width: 10, height: 2))
        box.addSubview(labelledView("Sticks out", frame: CGRect(x: 20, y: 5, width: 10, height: 1)))
        window.addSubview(box)
        reader.start()
        #expect(touch(25, 6) == ["Sticks out"])
        box.clipsToBounds = true
        reader.perform(.firstElement)
        #expect(touch(25, 6).isEmpty, "clipped away, it is not under the finger")
        #expect(reader.focusedElement?.label == "Title")
    }

    @Test func elementsThatAreNotViewsAreFoundByTheirFrames() {
        let graph = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 6))
        graph.accessibilityElements = ["Mon", "Tue", "Wed"].enumerated().map { offset, day in
            let bar = UIAccessibilityElement(accessibilityContainer: graph)
            bar.accessibilityLabel = day
            bar.accessibilityFrameInContainerSpace = CGRect(x: offset * 5, y: 0, width: 4, height: 6)
            return bar
        }
        window.addSubview(graph)
        reader.start()
        #expect(touch(11, 3) == ["Wed"])
        #expect(touch(6, 1) == ["Tue"])
    }

    @Test func whereElementsOverlapTheLaterInVisitingOrderIsFound() {
        window.addSubview(labelledView("Under", frame: CGRect(x: 0, y: 0, width: 10, height: 3)))
        window.addSubview(labelledView("Below it", frame: CGRect(x: 0, y: 2, width: 10, height: 3)))
        reader.start()
        #expect(touch(3, 2) == ["Below it"])
        #expect(touch(3, 1) == ["Under"])
    }

    @Test func hiddenElementsAndTheSiblingsOfAModalViewAreNotFound() {
        let hidden = labelledView("Hidden", frame: CGRect(x: 0, y: 0, width: 10, height: 1))
        hidden.isHidden = true
        window.addSubview(hidden)
        window.addSubview(labelledView("Behind", frame: CGRect(x: 0, y: 4, width: 10, height: 1)))
        let sheet = UIView(frame: CGRect(x: 20, y: 0, width: 20, height: 10))
        sheet.accessibilityViewIsModal = true
        sheet.addSubview(labelledView("Sheet", frame: CGRect(x: 0, y: 0, width: 10, height: 1)))
        window.addSubview(sheet)
        reader.start()
        #expect(touch(3, 0).isEmpty)
        #expect(touch(3, 4).isEmpty, "behind a modal view")
        #expect(touch(22, 0).isEmpty, "already focused: nothing new to say")
        #expect(reader.focusedElement?.label == "Sheet")
    }
}
