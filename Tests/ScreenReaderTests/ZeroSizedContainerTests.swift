import CellKit
@testable import ScreenReader
import Testing
import RotorTestSupport

/// A container of no size shows VoiceOver nothing inside it when it clips or lists its
/// elements (AccessibilitySnapshot's "zero-sized container in element stack" reference images:
/// VoiceOver skips it); a view of no size that only holds subviews is passed through, as what it
/// holds still shows.
@MainActor
@Suite("Containers of no size", .cellsScreen)
struct ZeroSizedContainerTests: ReaderSuite {
    let fixture = ReaderFixture()

    /// Three elements in a column, and between them a container whose two elements sit between
    /// the first and second, and the second and third.
    private func stack(containerSize: CGSize, clips: Bool = false, listsElements: Bool = true) {
        for (index, name) in ["Top", "Middle", "Bottom"].enumerated() {
            window.addSubview(labelledView(name, frame: CGRect(x: 0, y: index * 4, width: 10, height: 1)))
        }
        let container = UIView(frame: CGRect(origin: CGPoint(x: 12, y: 0), size: containerSize))
        container.clipsToBounds = clips
        if listsElements {
            container.accessibilityElements = [("Upper", 2), ("Lower", 6)].map { name, row in
                let element = UIAccessibilityElement(accessibilityContainer: container)
                element.accessibilityLabel = name
                element.accessibilityFrameInContainerSpace = CGRect(x: 0, y: row, width: 10, height: 1)
                return element
            }
        } else {
            container.addSubview(labelledView("Upper", frame: CGRect(x: 0, y: 2, width: 10, height: 1)))
            container.addSubview(labelledView("Lower", frame: CGRect(x: 0, y: 6, width: 10, height: 1)))
        }
        window.addSubview(container)
    }

    private func walk() -> [String] {
        reader.start()
        var labels = [reader.focusedElement?.label ?? ""]
        for _ in 0..<8 {
            let said = reader.perform(.swipeRight)
            if said.contains(where: { $0.description == "[boundary]" }) { break }
            labels.append(reader.focusedElement?.label ?? "")
        }
        return labels
    }

    @Test("a container of no size that lists its elements gives none of them")
    func aListingContainerOfNoSizeIsSkipped() {
        stack(containerSize: .zero)
        #expect(walk() == ["Top", "Middle", "Bottom"])
    }

    @Test("the same container with a size gives its elements together, where the first of them is")
    func aListingContainerWithASizeIsRead() {
        stack(containerSize: CGSize(width: 10, height: 8))
        #expect(walk() == ["Top", "Upper", "Lower", "Middle", "Bottom"])
    }

    @Test("a view of no size that clips hides its subviews from VoiceOver")
    func aClippingViewOfNoSizeIsSkipped() {
        stack(containerSize: .zero, clips: true, listsElements: false)
        #expect(walk() == ["Top", "Middle", "Bottom"])
    }

    @Test("a view of no size that only holds subviews is passed through: they still show")
    func aWrapperOfNoSizeIsPassedThrough() {
        stack(containerSize: .zero, listsElements: false)
        #expect(walk() == ["Top", "Upper", "Middle", "Lower", "Bottom"])
    }

    @Test("giving the container a size, or turning its clipping off, brings its elements back")
    func changesAreSeen() throws {
        stack(containerSize: .zero, clips: true, listsElements: false)
        #expect(walk() == ["Top", "Middle", "Bottom"])
        let container = try #require(window.subviews.last)
        container.clipsToBounds = false
        #expect(walk() == ["Top", "Upper", "Middle", "Lower", "Bottom"])
        container.clipsToBounds = true
        #expect(walk() == ["Top", "Middle", "Bottom"])
        container.frame.size = CGSize(width: 10, height: 8)
        #expect(walk() == ["Top", "Upper", "Middle", "Lower", "Bottom"])
    }
}
