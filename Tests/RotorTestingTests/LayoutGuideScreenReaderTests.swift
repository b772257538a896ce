import CellKit
import Foundation
import RotorTesting
import Testing
import RotorTestSupport

/// The system layout guides beyond margins and safe area: the readable content guide, the
/// keyboard guide, and a scroll view's frame and content guides, as screens use them.
@MainActor
@Suite("Readable, keyboard and scroll view layout guides", .cellsScreen)
struct LayoutGuideScreenReaderTests {
    func window(showing view: UIView, width: CGFloat = 60, height: CGFloat = 20) -> UIWindow {
        let controller = UIViewController()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: width, height: height))
        window.rootViewController = controller
        window.makeKeyAndVisible()
        view.translatesAutoresizingMaskIntoConstraints = false
        controller.view.addSubview(view)
        NSLayoutConstraint.activate([
            view.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor),
            view.trailingAnchor.constraint(equalTo: controller.view.trailingAnchor),
            view.topAnchor.constraint(equalTo: controller.view.topAnchor),
            view.bottomAnchor.constraint(equalTo: controller.view.bottomAnchor),
        ])
        return window
    }

    @Test("a label pinned to the readable guide spans the margins on a narrow screen")
    func readableGuideIsTheMarginsWhenNarrow() {
        let container = UIView()
        let label = UILabel()
        label.text = "Terms"
        label.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(label)
        let guide = container.readableContentGuide
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
            label.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
            label.topAnchor.constraint(equalTo: guide.topAnchor),
        ])
        let window = window(showing: container)
        window.layoutIfNeeded()
        #expect(label.frame == CGRect(x: 8, y: 8, width: 44, height: 1))
        #expect(guide.layoutFrame == CGRect(x: 8, y: 8, width: 44, height: 4))
        let reader = VirtualScreenReader(windows: [window])
        #expect(reader.spokenPhraseLog == ["Terms"])
    }

    @Test("on a wide screen the readable guide is 672 points wide, centred in the margins")
    func readableGuideIsCappedAndCentred() {
        let container = UIView()
        let label = UILabel()
        label.text = "Terms"
        label.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(label)
        let guide = container.readableContentGuide
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
            label.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
            label.topAnchor.constraint(equalTo: guide.topAnchor),
        ])
        let window = window(showing: container, width: 1000, height: 20)
        window.layoutIfNeeded()
        #expect(label.frame == CGRect(x: 164, y: 8, width: 672, height: 1))
    }

    @Test("a bar pinned to the keyboard guide sits at the bottom of the safe area: no keyboard shows")
    func keyboardGuideIsTheSafeAreaBottom() {
        let container = UIView()
        let button = UIButton(type: .system)
        button.setTitle("Send", for: .normal)
        button.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(button)
        NSLayoutConstraint.activate([
            button.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            button.bottomAnchor.constraint(equalTo: container.keyboardLayoutGuide.topAnchor),
        ])
        let window = window(showing: container)
        window.layoutIfNeeded()
        #expect(button.frame.maxY == 20)
        #expect(container.keyboardLayoutGuide.layoutFrame == CGRect(x: 0, y: 20, width: 60, height: 0))
    }

    @Test("content pinned to the content guide sets contentSize, and VoiceOver scrolls to its last row")
    func contentGuideSizesTheContent() {
        let scrollView = UIScrollView()
        let stack = UIStackView()
        stack.axis = .vertical
        stack.translatesAutoresizingMaskIntoConstraints = false
        for index in 1...30 {
            let label = UILabel()
            label.text = "Row \(index)"
            stack.addArrangedSubview(label)
        }
        scrollView.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.trailingAnchor),
            stack.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor),
            stack.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor),
            stack.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor),
        ])
        let window = window(showing: scrollView)
        window.layoutIfNeeded()
        #expect(scrollView.contentSize == CGSize(width: 60, height: 30))
        let reader = VirtualScreenReader(windows: [window])
        for _ in 1..<30 { reader.next() }
        #expect(reader.spokenPhraseLog.last == "Row 30")
        #expect(scrollView.contentOffset.y == 10)
    }
}
