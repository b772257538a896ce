import CellKit
import ScreenReader
import Testing

/// A view as apps write one to follow VoiceOver (UIKit's `UIAccessibilityFocus`): it keeps a log
/// of what it was told.
@MainActor
private final class FollowingView: UIView {
    var log: [String] = []

    override func accessibilityElementDidBecomeFocused() {
        log.append("became focused, focused: \(accessibilityElementIsFocused())")
    }

    override func accessibilityElementDidLoseFocus() {
        log.append("lost focus, focused: \(accessibilityElementIsFocused())")
    }
}

/// VoiceOver tells the elements it lands on and leaves, as UIKit sends
/// `accessibilityElementDidBecomeFocused()` and `accessibilityElementDidLoseFocus()`.
@MainActor
@Suite("Elements told of VoiceOver's focus")
struct FocusNotificationTests: ReaderSuite {
    let fixture = ReaderFixture()

    private func following(_ label: String, y: CGFloat) -> FollowingView {
        let view = FollowingView(frame: CGRect(x: 0, y: y, width: 10, height: 1))
        view.isAccessibilityElement = true
        view.accessibilityLabel = label
        window.addSubview(view)
        return view
    }

    @Test("the element landed on is told after the move, the one left before it, each once")
    func landingAndLeavingAreTold() {
        let first = following("First", y: 0), second = following("Second", y: 2)
        reader.start()
        #expect(first.log == ["became focused, focused: true"])
        #expect(second.log.isEmpty)
        reader.perform(.swipeRight)
        #expect(first.log == ["became focused, focused: true", "lost focus, focused: false"])
        #expect(second.log == ["became focused, focused: true"])
        #expect(second.accessibilityElementIsFocused() && !first.accessibilityElementIsFocused())
    }

    @Test("staying on an element (a swipe past the last one) tells it nothing more")
    func stayingTellsNothing() {
        let only = following("Only", y: 0)
        reader.start()
        reader.perform(.swipeRight)
        reader.perform(.swipeLeft)
        #expect(only.log == ["became focused, focused: true"])
    }

    @Test("a move the app asks for (a layout change naming an element) is told as a swipe is")
    func aPostedMoveIsTold() {
        let first = following("First", y: 0), second = following("Second", y: 2)
        reader.start()
        UIAccessibility.post(notification: .layoutChanged, argument: second)
        reader.speakNotifications()
        #expect(first.log.last == "lost focus, focused: false")
        #expect(second.log == ["became focused, focused: true"])
    }

    @Test("a reader that does not tell elements of its focus leaves them alone")
    func aWalkingReaderTellsNothing() {
        let first = following("First", y: 0), second = following("Second", y: 2)
        reader.tellsElementsOfFocus = false
        reader.start()
        reader.perform(.swipeRight)
        #expect(first.log.isEmpty && second.log.isEmpty)
        #expect(!second.accessibilityElementIsFocused())
    }
}
