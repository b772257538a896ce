import CellKit
import Foundation
import Testing
import RotorTestSupport

/// Auto Layout's answers for layouts whose UIKit answer is known: pinned edges, centred views,
/// equal widths, priorities and inequalities, intrinsic sizes, and changes after the first pass.
@MainActor
@Suite("Auto Layout places views where UIKit does", .cellsScreen)
struct AutoLayoutTests {
    /// A window of 80 by 24 cells, as a terminal's.
    func window() -> UIWindow {
        UIWindow(frame: CGRect(x: 0, y: 0, width: 80, height: 24))
    }

    func constrained(in parent: UIView) -> UIView {
        let view = UIView()
        view.translatesAutoresizingMaskIntoConstraints = false
        parent.addSubview(view)
        return view
    }

    @Test("a view pinned to its superview's edges with constants fills it less the constants")
    func pinnedToEdges() {
        let window = window()
        let view = constrained(in: window)
        NSLayoutConstraint.activate([
            view.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 2),
            view.trailingAnchor.constraint(equalTo: window.trailingAnchor, constant: -2),
            view.topAnchor.constraint(equalTo: window.topAnchor, constant: 1),
            view.bottomAnchor.constraint(equalTo: window.bottomAnchor, constant: -1),
        ])
        window.layoutIfNeeded()
        #expect(view.frame == CGRect(x: 2, y: 1, width: 76, height: 22))
    }

    @Test("a fixed-size view centred in its superview lands in the middle, each edge rounded to the nearest cell")
    func centredFixedSize() {
        let window = window()
        let view = constrained(in: window)
        NSLayoutConstraint.activate([
            view.centerXAnchor.constraint(equalTo: window.centerXAnchor),
            view.centerYAnchor.constraint(equalTo: window.centerYAnchor),
            view.widthAnchor.constraint(equalToConstant: 10),
            view.heightAnchor.constraint(equalToConstant: 3),
        ])
        window.layoutIfNeeded()
        // x: 40 - 5 = 35; y: 12 - 1.5 = 10.5, which rounds to 11 (and the bottom, 13.5, to 14).
        #expect(view.frame == CGRect(x: 35, y: 11, width: 10, height: 3))
    }

    @Test("two views of equal width with spacing between them share the width less the spacing")
    func equalWidthsWithSpacing() {
        let window = window()
        let left = constrained(in: window), right = constrained(in: window)
        NSLayoutConstraint.activate([
            left.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            right.leadingAnchor.constraint(equalTo: left.trailingAnchor, constant: 2),
            right.trailingAnchor.constraint(equalTo: window.trailingAnchor),
            left.widthAnchor.constraint(equalTo: right.widthAnchor),
            left.topAnchor.constraint(equalTo: window.topAnchor),
            right.topAnchor.constraint(equalTo: window.topAnchor),
            left.heightAnchor.constraint(equalToConstant: 1),
            right.heightAnchor.constraint(equalTo: left.heightAnchor),
        ])
        window.layoutIfNeeded()
        #expect(left.frame == CGRect(x: 0, y: 0, width: 39, height: 1))
        #expect(right.frame == CGRect(x: 41, y: 0, width: 39, height: 1))
    }

    @Test("a multiplier on a size relates it to a fraction of another; on a position, within the superview")
    func multipliers() {
        let window = window()
        let box = UIView(frame: CGRect(x: 10, y: 2, width: 40, height: 10))
        window.addSubview(box)
        let view = constrained(in: box)
        NSLayoutConstraint.activate([
            view.widthAnchor.constraint(equalTo: box.widthAnchor, multiplier: 0.5),
            view.heightAnchor.constraint(equalTo: box.heightAnchor, multiplier: 0.5, constant: 1),
            NSLayoutConstraint(item: view, attribute: .centerX, relatedBy: .equal, toItem: box, attribute: .centerX,
                               multiplier: 0.5, constant: 0),
            view.topAnchor.constraint(equalTo: box.topAnchor),
        ])
        window.layoutIfNeeded()
        // Width 20 centred on a quarter of the box's width (10): from 0 to 20, in the box's coordinates.
        #expect(view.frame == CGRect(x: 0, y: 0, width: 20, height: 6))
    }

    @Test("a required constraint beats an optional one; of two optional ones, the higher priority wins")
    func priorities() {
        let window = window()
        let view = constrained(in: window)
        let wish = view.widthAnchor.constraint(equalToConstant: 60)
        wish.priority = .defaultHigh
        let lesser = view.widthAnchor.constraint(equalToConstant: 30)
        lesser.priority = .defaultLow
        let height = view.heightAnchor.constraint(equalToConstant: 30)
        height.priority = UILayoutPriority(999)
        NSLayoutConstraint.activate([
            view.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            view.topAnchor.constraint(equalTo: window.topAnchor),
            wish, lesser, height,
            view.heightAnchor.constraint(lessThanOrEqualTo: window.heightAnchor, multiplier: 0.5),
        ])
        window.layoutIfNeeded()
        #expect(view.frame == CGRect(x: 0, y: 0, width: 60, height: 12))
        wish.priority = UILayoutPriority(200)
        window.layoutIfNeeded()
        #expect(view.frame.width == 30)
    }

    @Test("inequalities hold: at least, at most, and an optional wish in between")
    func inequalities() {
        let window = window()
        let view = constrained(in: window)
        let wide = view.widthAnchor.constraint(equalToConstant: 200)
        wide.priority = .defaultHigh
        NSLayoutConstraint.activate([
            view.leadingAnchor.constraint(greaterThanOrEqualTo: window.leadingAnchor, constant: 5),
            view.trailingAnchor.constraint(lessThanOrEqualTo: window.trailingAnchor, constant: -5),
            view.topAnchor.constraint(equalTo: window.topAnchor),
            view.heightAnchor.constraint(greaterThanOrEqualToConstant: 2),
            view.heightAnchor.constraint(lessThanOrEqualToConstant: 2),
            wide,
        ])
        window.layoutIfNeeded()
        #expect(view.frame == CGRect(x: 5, y: 0, width: 70, height: 2))
    }

    @Test("a label keeps its intrinsic size: its text's width, one row")
    func labelIntrinsicSize() {
        let window = window()
        let label = UILabel()
        label.text = "Inbox"
        label.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 3),
            label.topAnchor.constraint(equalTo: window.topAnchor, constant: 2),
        ])
        window.layoutIfNeeded()
        #expect(label.frame == CGRect(x: 3, y: 2, width: 5, height: 1))
        label.text = "Archive"
        window.layoutIfNeeded()
        #expect(label.frame == CGRect(x: 3, y: 2, width: 7, height: 1))
    }

    @Test("a multi-line label pinned to both edges wraps at the width it is given and is as tall as its lines")
    func multiLineLabelWraps() {
        let window = window()
        let label = UILabel()
        label.text = "The quick brown fox jumps over the lazy dog"
        label.numberOfLines = 0
        label.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(label)
        let below = constrained(in: window)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 1),
            label.widthAnchor.constraint(equalToConstant: 16),
            label.topAnchor.constraint(equalTo: window.topAnchor),
            below.topAnchor.constraint(equalTo: label.bottomAnchor),
            below.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            below.widthAnchor.constraint(equalToConstant: 1),
            below.heightAnchor.constraint(equalToConstant: 1),
        ])
        window.layoutIfNeeded()
        // "The quick brown" / "fox jumps over" / "the lazy dog": three rows, and the view below follows.
        #expect(label.frame == CGRect(x: 1, y: 0, width: 16, height: 3))
        #expect(below.frame.minY == 3)
        // A preferred width wraps the text for its intrinsic size, whatever the layout gives.
        label.preferredMaxLayoutWidth = 30
        #expect(label.intrinsicContentSize == CGSize(width: 30, height: 2))
    }

    @Test("hugging and compression resistance decide which label gives way")
    func huggingAndCompression() {
        let window = window()
        let title = UILabel(), detail = UILabel()
        title.text = "Title"
        detail.text = "A long detail"
        for label in [title, detail] {
            label.translatesAutoresizingMaskIntoConstraints = false
            window.addSubview(label)
        }
        let container = constrained(in: window)
        container.widthAnchor.constraint(equalToConstant: 30).isActive = true
        container.leadingAnchor.constraint(equalTo: window.leadingAnchor).isActive = true
        // The title hugs harder: the detail stretches to the container's end.
        title.setContentHuggingPriority(UILayoutPriority(251), for: .horizontal)
        NSLayoutConstraint.activate([
            title.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            detail.leadingAnchor.constraint(equalTo: title.trailingAnchor, constant: 1),
            detail.trailingAnchor.constraint(equalTo: container.trailingAnchor),
            title.topAnchor.constraint(equalTo: window.topAnchor),
            detail.topAnchor.constraint(equalTo: window.topAnchor),
        ])
        window.layoutIfNeeded()
        #expect(title.frame.width == 5)
        #expect(detail.frame == CGRect(x: 6, y: 0, width: 24, height: 1))
        // Too narrow: the detail resists compression less and is cut.
        container.constraints.first { $0.firstAttribute == .width }?.constant = 12
        title.setContentCompressionResistancePriority(UILayoutPriority(751), for: .horizontal)
        window.layoutIfNeeded()
        #expect(title.frame.width == 5)
        #expect(detail.frame == CGRect(x: 6, y: 0, width: 6, height: 1))
    }

    @Test("changing a constant moves the view at the next layout pass; deactivating lets it go")
    func constantChanges() {
        let window = window()
        let view = constrained(in: window)
        let left = view.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 4)
        NSLayoutConstraint.activate([
            left,
            view.topAnchor.constraint(equalTo: window.topAnchor),
            view.widthAnchor.constraint(equalToConstant: 6),
            view.heightAnchor.constraint(equalToConstant: 1),
        ])
        window.layoutIfNeeded()
        #expect(view.frame.origin.x == 4)
        left.constant = 20
        #expect(left.isActive)
        window.layoutIfNeeded()
        #expect(view.frame.origin.x == 20)
        let right = view.trailingAnchor.constraint(equalTo: window.trailingAnchor)
        left.isActive = false
        right.isActive = true
        #expect(!left.isActive)
        window.layoutIfNeeded()
        #expect(view.frame.origin.x == 74)
    }

    @Test("of a constraint activated twice, deactivating one copy leaves the other holding")
    func repeatedConstraint() {
        let window = window()
        let label = UILabel()
        label.text = "abc"
        label.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(label)
        let first = label.widthAnchor.constraint(equalToConstant: 10)
        let second = label.widthAnchor.constraint(equalToConstant: 10)
        NSLayoutConstraint.activate([
            first, second,
            label.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            label.topAnchor.constraint(equalTo: window.topAnchor),
        ])
        window.layoutIfNeeded()
        #expect(label.frame.width == 10)
        // Not back to the text's 3 cells: the second copy still says 10.
        first.isActive = false
        window.layoutIfNeeded()
        #expect(label.frame.width == 10)
        second.isActive = false
        window.layoutIfNeeded()
        #expect(label.frame.width == 3)
    }

    @Test("a constraint is installed on its items' nearest common ancestor")
    func installedOnCommonAncestor() {
        let window = window()
        let box = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 5))
        window.addSubview(box)
        let inner = constrained(in: box), other = constrained(in: window)
        let across = inner.leadingAnchor.constraint(equalTo: other.leadingAnchor)
        let size = inner.widthAnchor.constraint(equalToConstant: 3)
        NSLayoutConstraint.activate([across, size])
        #expect(window.constraints.contains { $0 === across })
        #expect(inner.constraints.contains { $0 === size })
        #expect(box.constraints.isEmpty)
    }

    @Test("items in different view hierarchies are not related: the activation is refused and logged")
    func noCommonAncestor() {
        let first = UIView(), second = UIView()
        let constraint = first.topAnchor.constraint(equalTo: second.bottomAnchor)
        constraint.identifier = "apart"
        let before = first.layoutMessageLog.messages.count
        constraint.isActive = true
        #expect(!constraint.isActive)
        let message = first.layoutMessageLog.messages.dropFirst(before).last
        #expect(message?.kind == .noCommonAncestor)
        #expect(message?.text.contains("'apart'") == true)
    }

    @Test("removing a view from its superview removes the constraints that tie it to the rest")
    func removalRemovesConstraints() {
        let window = window()
        let view = constrained(in: window)
        let pin = view.leadingAnchor.constraint(equalTo: window.leadingAnchor)
        pin.isActive = true
        view.removeFromSuperview()
        #expect(!pin.isActive)
        #expect(window.constraints.isEmpty)
    }

    @Test("a view placed by its frame stays there and places the views constrained to it; resizing it moves them")
    func framesAreConstraints() {
        let window = window()
        let box = UIView(frame: CGRect(x: 10, y: 3, width: 20, height: 6))
        window.addSubview(box)
        let view = constrained(in: window)
        NSLayoutConstraint.activate([
            view.leadingAnchor.constraint(equalTo: box.trailingAnchor, constant: 1),
            view.topAnchor.constraint(equalTo: box.topAnchor),
            view.widthAnchor.constraint(equalToConstant: 4),
            view.heightAnchor.constraint(equalTo: box.heightAnchor),
        ])
        window.layoutIfNeeded()
        #expect(box.frame == CGRect(x: 10, y: 3, width: 20, height: 6))
        #expect(view.frame == CGRect(x: 31, y: 3, width: 4, height: 6))
        box.frame = CGRect(x: 0, y: 0, width: 30, height: 2)
        window.layoutIfNeeded()
        #expect(view.frame == CGRect(x: 31, y: 0, width: 4, height: 2))
        window.frame.size = CGSize(width: 100, height: 30)
        #expect(view.frame == CGRect(x: 31, y: 0, width: 4, height: 2))
    }

    @Test("layout margins and the margins guide inset the view's edges; the safe area is the bounds")
    func marginsAndSafeArea() {
        let window = window()
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
        container.layoutMargins = UIEdgeInsets(top: 1, left: 2, bottom: 1, right: 2)
        window.addSubview(container)
        let inner = constrained(in: container), safe = constrained(in: container)
        NSLayoutConstraint.activate([
            inner.leadingAnchor.constraint(equalTo: container.layoutMarginsGuide.leadingAnchor),
            inner.trailingAnchor.constraint(equalTo: container.layoutMarginsGuide.trailingAnchor),
            inner.topAnchor.constraint(equalTo: container.layoutMarginsGuide.topAnchor),
            inner.heightAnchor.constraint(equalToConstant: 1),
            safe.leadingAnchor.constraint(equalTo: container.safeAreaLayoutGuide.leadingAnchor),
            safe.bottomAnchor.constraint(equalTo: container.safeAreaLayoutGuide.bottomAnchor),
            safe.widthAnchor.constraint(equalToConstant: 3),
            safe.heightAnchor.constraint(equalToConstant: 1),
        ])
        window.layoutIfNeeded()
        #expect(inner.frame == CGRect(x: 2, y: 1, width: 36, height: 1))
        #expect(safe.frame == CGRect(x: 0, y: 19, width: 3, height: 1))
        #expect(container.layoutMarginsGuide.layoutFrame == CGRect(x: 2, y: 1, width: 36, height: 18))
        #expect(UIView().layoutMargins == UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
        container.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 0, leading: 3, bottom: 0, trailing: 1)
        window.layoutIfNeeded()
        #expect(container.layoutMargins == UIEdgeInsets(top: 0, left: 3, bottom: 0, right: 1))
        #expect(inner.frame == CGRect(x: 3, y: 0, width: 36, height: 1))
    }

    @Test("a layout guide made in code is placed by its constraints, and views by it")
    func freeLayoutGuide() {
        let window = window()
        let spacer = UILayoutGuide()
        window.addLayoutGuide(spacer)
        let view = constrained(in: window)
        NSLayoutConstraint.activate([
            spacer.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            spacer.widthAnchor.constraint(equalTo: window.widthAnchor, multiplier: 0.25),
            spacer.topAnchor.constraint(equalTo: window.topAnchor),
            spacer.heightAnchor.constraint(equalToConstant: 1),
            view.leadingAnchor.constraint(equalTo: spacer.trailingAnchor),
            view.topAnchor.constraint(equalTo: spacer.bottomAnchor),
            view.widthAnchor.constraint(equalToConstant: 5),
            view.heightAnchor.constraint(equalToConstant: 1),
        ])
        window.layoutIfNeeded()
        #expect(spacer.layoutFrame == CGRect(x: 0, y: 0, width: 20, height: 1))
        #expect(view.frame == CGRect(x: 20, y: 1, width: 5, height: 1))
        #expect(window.layoutGuides.count == 1)
    }

    @Test("updateConstraints runs before layout, subviews first, and again after setNeedsUpdateConstraints")
    func updatePassOrder() {
        let window = window()
        var log: [String] = []
        let outer = RecordingView(name: "outer") { log.append($0) }
        let inner = RecordingView(name: "inner") { log.append($0) }
        outer.translatesAutoresizingMaskIntoConstraints = false
        inner.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(outer)
        outer.addSubview(inner)
        // Drawing lays views out top-down, as UIKit's layout pass goes.
        window.render(in: CellContext(grid: CellGrid(width: 80, height: 24)))
        #expect(log == ["update inner", "update outer", "layout outer", "layout inner"])
        log.removeAll()
        outer.setNeedsUpdateConstraints()
        window.layoutIfNeeded()
        #expect(log.first == "update outer")
        #expect(!outer.needsUpdateConstraints())
    }

    @Test("systemLayoutSizeFitting gives the smallest size a view's constraints allow")
    func fittingSize() {
        let card = UIView()
        let title = UILabel(), detail = UILabel()
        title.text = "Title"
        detail.text = "Details here"
        for label in [title, detail] {
            label.translatesAutoresizingMaskIntoConstraints = false
            card.addSubview(label)
        }
        NSLayoutConstraint.activate([
            title.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 1),
            title.topAnchor.constraint(equalTo: card.topAnchor),
            detail.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 1),
            detail.topAnchor.constraint(equalTo: title.bottomAnchor),
            detail.bottomAnchor.constraint(equalTo: card.bottomAnchor),
            detail.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -1),
            title.trailingAnchor.constraint(lessThanOrEqualTo: card.trailingAnchor, constant: -1),
        ])
        #expect(card.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) == CGSize(width: 14, height: 2))
    }
}

/// A view that reports its update and layout passes.
@MainActor
final class RecordingView: UIView {
    let name: String
    let record: (String) -> Void

    init(name: String, record: @escaping (String) -> Void) {
        self.name = name
        self.record = record
        super.init(frame: .zero)
    }

    required init?(coder: NSCoder) {
        nil
    }

    override func updateConstraints() {
        record("update \(name)")
        super.updateConstraints()
    }

    override func layoutSubviews() {
        record("layout \(name)")
        super.layoutSubviews()
    }
}

@MainActor
@Suite("Auto Layout holds no view back", .cellsScreen)
struct AutoLayoutLifetimeTests {
    @Test("a window laid out by constraints, and its views, are freed when nothing else holds them")
    func windowsAreFreed() {
        weak var goneWindow: UIWindow?
        weak var goneLabel: UILabel?
        weak var goneStack: UIStackView?
        do {
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 40, height: 10))
            let label = UILabel()
            label.text = "Hello"
            let stack = UIStackView(arrangedSubviews: [label])
            stack.translatesAutoresizingMaskIntoConstraints = false
            window.addSubview(stack)
            stack.topAnchor.constraint(equalTo: window.topAnchor).isActive = true
            window.layoutIfNeeded()
            // A change left pending when the window goes.
            stack.spacing = 2
            goneWindow = window
            goneLabel = label
            goneStack = stack
        }
        #expect(goneWindow == nil)
        #expect(goneLabel == nil)
        #expect(goneStack == nil)
    }
}
