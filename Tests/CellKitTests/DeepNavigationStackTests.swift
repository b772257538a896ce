import CellKit
import Foundation
import Testing
import RotorTestSupport

/// A navigation stack thousands deep: a push or a pop costs the same at any depth, as in UIKit.
/// The work is counted (how often the stack asks its view controllers for their navigation
/// items), never timed.
@MainActor
@Suite("Deep navigation stacks", .cellsScreen)
struct DeepNavigationStackTests {
    /// How often the view controllers were asked for their navigation items.
    final class Reads {
        var count = 0
    }

    /// A view controller that counts the reads of its navigation item: a stack rebuilt in full
    /// at each push or pop reads every one of them each time.
    final class CountingController: UIViewController {
        let reads: Reads

        init(_ title: String, reads: Reads) {
            self.reads = reads
            super.init(nibName: nil, bundle: nil)
            self.title = title
        }

        required init?(coder: NSCoder) {
            nil
        }

        override var navigationItem: UINavigationItem {
            reads.count += 1
            return super.navigationItem
        }
    }

    private func shownNavigation(_ root: UIViewController) -> (UIWindow, UINavigationController) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 40, height: 12))
        let navigation = UINavigationController(rootViewController: root)
        window.rootViewController = navigation
        return (window, navigation)
    }

    @Test("pushing and popping 400 screens reads each screen's navigation item a few times, not once per push above it")
    func pushesAndPopsCostTheSameAtAnyDepth() {
        let reads = Reads()
        let (window, navigation) = shownNavigation(CountingController("root", reads: reads))
        let depth = 400
        reads.count = 0
        for index in 1...depth {
            navigation.pushViewController(CountingController("screen \(index)", reads: reads), animated: true)
        }
        #expect(navigation.viewControllers.count == depth + 1)
        #expect(navigation.topViewController?.title == "screen \(depth)")
        #expect(navigation.navigationBar.backItem?.title == "screen \(depth - 1)")
        for _ in 1...depth { navigation.popViewController(animated: true) }
        #expect(navigation.viewControllers.count == 1)
        #expect(navigation.navigationBar.items?.count == 1)
        #expect(navigation.navigationBar.backItem == nil)
        // A stack rebuilt at every change would read 400 × 401 items: 160,400.
        #expect(reads.count <= 4 * depth, "\(reads.count) reads for \(depth) pushes and pops")
        _ = window
    }

    @Test("a stack of 20,000 set at once is read once per screen, and each is a child once")
    func settingALongStackIsLinear() {
        let reads = Reads()
        let (window, navigation) = shownNavigation(CountingController("root", reads: reads))
        let root = navigation.viewControllers[0]
        let stack = [root] + (1..<20_000).map { CountingController("screen \($0)", reads: reads) }
        reads.count = 0
        // Given twice, each view controller is on the stack once, where it first comes.
        navigation.setViewControllers(stack + stack.prefix(3), animated: false)
        #expect(navigation.viewControllers.count == 20_000)
        #expect(navigation.children.count == 20_000)
        #expect(navigation.viewControllers.first === root)
        #expect(navigation.topViewController?.title == "screen 19999")
        #expect(reads.count <= 2 * stack.count)
        // Popping to the middle leaves the bottom half as it was.
        let popped = navigation.popToViewController(stack[10_000], animated: false)
        #expect(popped?.count == 9_999)
        #expect(navigation.viewControllers.count == 10_001)
        #expect(navigation.navigationBar.items?.count == 10_001)
        #expect(stack[10_001].parent == nil)
        #expect(stack[10_000].parent === navigation)
        _ = window
    }

    @Test("a view controller already on the stack is not pushed again, and its item is the bar's while it is anywhere on it")
    func aStackedControllerIsNotPushedTwice() {
        let reads = Reads()
        let root = CountingController("root", reads: reads)
        let (window, navigation) = shownNavigation(root)
        let second = CountingController("second", reads: reads)
        navigation.pushViewController(second, animated: false)
        navigation.pushViewController(root, animated: false)
        navigation.pushViewController(second, animated: false)
        #expect(navigation.viewControllers.count == 2)
        // Setting the stack with the top moved under a new one keeps both as children.
        let third = CountingController("third", reads: reads)
        navigation.setViewControllers([root, third, second], animated: false)
        #expect(navigation.viewControllers.map(\.title) == ["root", "third", "second"])
        #expect(navigation.navigationBar.backItem?.title == "third")
        #expect(second.parent === navigation && third.parent === navigation)
        third.title = "renamed"
        #expect(navigation.navigationBar.backItem?.title == "renamed")
        _ = window
    }
}
