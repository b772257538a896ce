import CellKit
@testable import ScreenReader
import Testing
import RotorTestSupport

/// Accessibility elements whose containers contain each other (an app's mistake no setter
/// refuses) are read and acted on: the climb up their containers ends.
@MainActor
@Suite("Containers that contain each other", .cellsScreen)
struct ContainerLoopTests: ReaderSuite {
    let fixture = ReaderFixture()

    @Test func anElementInALoopOfContainersIsSpokenAndItsActionsAndPlaceAreFound() {
        let host = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 3))
        let looped = UIAccessibilityElement(accessibilityContainer: host)
        looped.accessibilityLabel = "Looped"
        looped.accessibilityFrame = CGRect(x: 0, y: 0, width: 10, height: 1)
        let other = UIAccessibilityElement(accessibilityContainer: host)
        other.isAccessibilityElement = false
        host.accessibilityElements = [looped]
        window.addSubview(host)
        looped.accessibilityContainer = other
        other.accessibilityContainer = looped

        let said = reader.start().map(\.text)
        #expect(said.first?.hasPrefix("Looped") == true)
        let element = AccessibleElement(looped)
        #expect(element.semanticContainer == nil)
        #expect(element.enclosingScrollViews.isEmpty)
        #expect(element.containerCustomActions.isEmpty)
        #expect(ElementContexts.container(of: element) == nil)
        #expect(reader.perform(.magicTap).isEmpty)
        withExtendedLifetime(other) {}
    }
}
