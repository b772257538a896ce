import CellKit
import RotorTesting
import Testing
import RotorTestSupport

/// An onboarding pager as UIKit tutorials write one: three pages from an array, the data source
/// numbering them for the page indicator.
@MainActor
private final class OnboardingPager: UIPageViewController, UIPageViewControllerDataSource, UIPageViewControllerDelegate {
    let pages: [UIViewController] = ["Welcome", "Sync", "Done"].map { title in
        let page = UIViewController()
        let label = UILabel(frame: CGRect(x: 1, y: 1, width: 20, height: 1))
        label.text = title
        page.view.addSubview(label)
        return page
    }
    var numbered = true
    var finished: [Bool] = []
    var pending: [UIViewController] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        dataSource = self
        delegate = self
        setViewControllers([pages[0]], direction: .forward, animated: false)
    }

    func pageViewController(_ pageViewController: UIPageViewController,
                            viewControllerBefore viewController: UIViewController) -> UIViewController? {
        guard let index = pages.firstIndex(of: viewController), index > 0 else { return nil }
        return pages[index - 1]
    }

    func pageViewController(_ pageViewController: UIPageViewController,
                            viewControllerAfter viewController: UIViewController) -> UIViewController? {
        guard let index = pages.firstIndex(of: viewController), index + 1 < pages.count else { return nil }
        return pages[index + 1]
    }

    func presentationCount(for pageViewController: UIPageViewController) -> Int { numbered ? pages.count : 0 }

    func presentationIndex(for pageViewController: UIPageViewController) -> Int {
        viewControllers?.first.flatMap { pages.firstIndex(of: $0) } ?? 0
    }

    func pageViewController(_ pageViewController: UIPageViewController,
                            willTransitionTo pendingViewControllers: [UIViewController]) {
        pending = pendingViewControllers
    }

    func pageViewController(_ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
                            previousViewControllers: [UIViewController], transitionCompleted completed: Bool) {
        self.finished.append(completed)
    }
}

@MainActor
@Suite("A page view controller under VoiceOver", .cellsScreen)
struct PageViewControllerTests {
    private static func reader(_ pager: OnboardingPager) -> VirtualScreenReader {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 30, height: 6), applicationIdentifier: "pager")
        window.rootViewController = pager
        return VirtualScreenReader(windows: [window], keeping: [pager])
    }

    @Test("only the current page is read; a three-finger swipe left turns to the next page and says its number")
    func scrollTurnsThePage() {
        let pager = OnboardingPager(transitionStyle: .scroll, navigationOrientation: .horizontal)
        let reader = Self.reader(pager)
        #expect(reader.spokenPhraseLog == ["Welcome"])
        #expect(pager.children == [pager.pages[0]])
        let said = reader.perform(.scroll(.left)).map(\.text)
        #expect(said == ["Page 2 of 3", "Sync"])
        #expect(pager.viewControllers == [pager.pages[1]])
        #expect(pager.pending == [pager.pages[1]])
        #expect(pager.finished == [true])
        #expect(reader.walkElements().map(\.label) == ["Sync"])
        reader.perform(.scroll(.right))
        #expect(pager.viewControllers == [pager.pages[0]])
        #expect(reader.perform(.scroll(.right)).isEmpty, "there is no page before the first")
        #expect(pager.finished == [true, true])
    }

    @Test("pages set in code tell the delegate nothing; without numbers a turn says no page number")
    func setInCode() {
        let pager = OnboardingPager(transitionStyle: .pageCurl, navigationOrientation: .vertical, options: [.spineLocation: 1])
        pager.numbered = false
        let reader = Self.reader(pager)
        var completed = false
        pager.setViewControllers([pager.pages[2]], direction: .forward, animated: true) { completed = $0 }
        #expect(completed)
        #expect(pager.finished.isEmpty)
        #expect(pager.spineLocation == .min)
        #expect(reader.walkElements().map(\.label) == ["Done"])
        let said = reader.perform(.scroll(.down)).map(\.text)
        #expect(!said.contains { $0.hasPrefix("Page") })
        #expect(pager.viewControllers == [pager.pages[1]])
    }
}
