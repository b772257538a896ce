import CellKit
import RotorTestSupport
import Testing

/// A view keeps what a walk up from it found (its place on the screen, whether it is shown, its
/// window, the interactions and custom actions around it) and a screen keeps where touches
/// landed, while nothing that could change them has changed. Whatever changes, the kept answers
/// must be what a fresh walk finds.
@MainActor
@Suite("Kept walks up and down the view tree", .cellsScreen)
struct KeptUpwardWalkTests {
    @Test func keptAnswersAreWhatAFreshWalkFindsAfterRandomChanges() {
        for seed in UInt64(1)...8 {
            var random = SplitMix64(seed: seed)
            let world = ChangingTree(random: &random)
            for step in 0..<300 {
                let change = world.change(random: &random)
                // Several changes may come between two looks, sharing one stamp.
                guard Bool.random(using: &random) else { continue }
                let mismatch = world.firstMismatch(random: &random)
                #expect(mismatch == nil, "seed \(seed), step \(step), after \(change)")
                if mismatch != nil { return }
            }
        }
    }

    @Test func theComparisonFailsWhenChangesDoNotMoveTheStamp() {
        // The same changes with the stamp held still: kept answers go stale, and the comparison
        // above sees it (so it is not a comparison that cannot fail).
        var random = SplitMix64(seed: 1)
        let world = ChangingTree(random: &random)
        _ = world.firstMismatch(random: &random)
        var found = false
        world.finger.system.treeClock.ignoringMoves {
            for _ in 0..<300 where !found {
                _ = world.change(random: &random)
                found = world.firstMismatch(random: &random) != nil
            }
        }
        #expect(found)
    }

    @Test func scrollingMovesWhatIsKeptOfTheContentsPlace() {
        let window = UIWindow(frame: CGRect(x: 10, y: 0, width: 40, height: 20))
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 2, width: 40, height: 10))
        scrollView.contentSize = CGSize(width: 40, height: 100)
        let row = UIView(frame: CGRect(x: 0, y: 50, width: 30, height: 1))
        scrollView.addSubview(row)
        window.addSubview(scrollView)
        let finger = Finger(windows: [window])
        #expect(row.screenPoint(for: .zero) == CGPoint(x: 10, y: 52))
        #expect(finger.hitView(at: CGPoint(x: 11, y: 5)) === scrollView)
        scrollView.contentOffset = CGPoint(x: 0, y: 48)
        #expect(row.screenPoint(for: .zero) == CGPoint(x: 10, y: 4))
        #expect(finger.hitView(at: CGPoint(x: 11, y: 4)) === row, "a touch lands on the row scrolled under it")
        row.isUserInteractionEnabled = false
        #expect(finger.hitView(at: CGPoint(x: 11, y: 4)) === scrollView, "a row that takes no touches is passed by")
    }

    @Test func aTouchAmongARowOfManySubviewsLandsOnTheOneUnderIt() {
        // Forty subviews in rows of eight, as a collection's cells: the subviews' index finds a
        // row's eight by their tops, and a touch tries only the one whose frame holds it across.
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 80, height: 20))
        let grid = UIView(frame: window.bounds)
        window.addSubview(grid)
        var cells: [UIView] = []
        for index in 0..<40 {
            let cell = UIView(frame: CGRect(x: Double(index % 8) * 10, y: Double(index / 8) * 4, width: 9, height: 3))
            grid.addSubview(cell)
            cells.append(cell)
        }
        let finger = Finger(windows: [window])
        for (index, cell) in cells.enumerated() {
            let centre = CGPoint(x: Double(index % 8) * 10 + 4.5, y: Double(index / 8) * 4 + 1.5)
            #expect(finger.hitView(at: centre) === cell, "cell \(index)")
        }
        let gap = CGPoint(x: 9.5, y: 1)
        #expect(finger.hitView(at: gap) === grid, "between two cells of a row, the grid")
        cells[0].frame.size.width = 10
        #expect(finger.hitView(at: gap) === cells[0], "a cell widened over the gap takes the touch kept there")
        cells[39].frame.origin = CGPoint(x: 9, y: 0)
        #expect(finger.hitView(at: gap) === cells[39], "a cell moved over it from another row, in front, takes it")
        cells[39].isHidden = true
        #expect(finger.hitView(at: gap) === cells[0])
    }

    @Test func aViewLeftWithoutItsWindowIsNoLongerShown() {
        var window: UIWindow? = UIWindow(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
        let view = UIView(frame: CGRect(x: 5, y: 5, width: 3, height: 3))
        window?.addSubview(view)
        #expect(view.isVisibleInWindow)
        #expect(view.window === window)
        // The window goes away without removing its subviews: no property of theirs is set.
        window = nil
        #expect(!view.isVisibleInWindow)
        #expect(view.window == nil)
        #expect(view.screenPoint(for: CGPoint(x: 1, y: 0)) == CGPoint(x: 6, y: 5),
                "a root of its own now, the view's frame is its place")
    }
}

/// A random tree: a window and a second window, nested views (a chain several deep among them),
/// scroll views, interactions and custom actions, changed one random property or place at a time.
@MainActor
private final class ChangingTree {
    let windows: [UIWindow]
    var views: [UIView] = []
    let finger: Finger
    let dragDelegate = NothingToDrag()

    init(random: inout SplitMix64) {
        windows = [UIWindow(frame: CGRect(x: 0, y: 0, width: 40, height: 20)),
                   UIWindow(frame: CGRect(x: 30, y: 5, width: 40, height: 20))]
        finger = Finger(windows: windows)
        var parent: UIView = windows[0]
        // A chain, each the only subview of the one before.
        for _ in 0..<12 {
            let view = UIView(frame: CGRect(x: 1, y: 1, width: 38, height: 18))
            parent.addSubview(view)
            views.append(view)
            parent = view
        }
        for index in 0..<40 {
            let view: UIView = index % 7 == 0 ? UIScrollView(frame: Self.frame(random: &random)) : UIView(frame: Self.frame(random: &random))
            if let scrollView = view as? UIScrollView { scrollView.contentSize = CGSize(width: 60, height: 60) }
            let container: UIView = views.randomElement(using: &random) ?? windows[0]
            (Bool.random(using: &random) ? container : windows[Int.random(in: 0..<2, using: &random)]).addSubview(view)
            views.append(view)
        }
    }

    private static func frame(random: inout SplitMix64) -> CGRect {
        CGRect(x: Int.random(in: 0..<30, using: &random), y: Int.random(in: 0..<15, using: &random),
               width: Int.random(in: 1...20, using: &random), height: Int.random(in: 1...10, using: &random))
    }

    /// Makes one change and says what it was. The kind is drawn from CellKit's table of change
    /// kinds (`ViewChange`), and the switch has no default: a kind added to the table without a
    /// generator here does not compile.
    func change(random: inout SplitMix64) -> String {
        guard let view = views.randomElement(using: &random),
              let kind = ViewChange.allCases.randomElement(using: &random) else { return "nothing" }
        let name = "view \(views.firstIndex { $0 === view } ?? -1)"
        switch kind {
        case .subviews, .superview:
            if Bool.random(using: &random) { return view.makeBasicChange(0, named: name, frame: .zero) }
            let parent = (views + windows).filter { !$0.isDescendant(of: view) }.randomElement(using: &random) ?? windows[0]
            parent.insertSubview(view, at: Int.random(in: 0...parent.subviews.count, using: &random))
            return "\(name) moved"
        case .visibility:
            return view.makeBasicChange(Int.random(in: 1...2, using: &random), named: name, frame: .zero)
        case .frame:
            guard Int.random(in: 0..<4, using: &random) == 0 else {
                return view.makeBasicChange(3, named: name, frame: Self.frame(random: &random))
            }
            let window = windows[Int.random(in: 0..<2, using: &random)]
            window.frame = CGRect(x: Int.random(in: 0..<40, using: &random), y: 0, width: 40, height: 20)
            return "a window moved to \(window.frame)"
        case .boundsOrigin, .scroll:
            let origin = CGPoint(x: Int.random(in: 0..<5, using: &random), y: Int.random(in: 0..<5, using: &random))
            if let scrollView = view as? UIScrollView {
                scrollView.contentOffset = origin
                return "\(name) scrolled to \(origin)"
            }
            view.bounds = CGRect(origin: origin, size: view.bounds.size)
            return "\(name) bounds origin \(origin)"
        case .touchability:
            view.isUserInteractionEnabled.toggle()
            return "\(name) interaction: \(view.isUserInteractionEnabled)"
        case .clipping:
            view.clipsToBounds.toggle()
            return "\(name) clips: \(view.clipsToBounds)"
        case .sublayers:
            if let sublayer = view.layer.sublayers?.first {
                sublayer.removeFromSuperlayer()
                return "\(name) sublayer removed"
            }
            let sublayer = CALayer()
            sublayer.frame = Self.frame(random: &random)
            view.layer.addSublayer(sublayer)
            return "\(name) sublayer added"
        case .interactions:
            if let interaction = view.interactions.first {
                view.removeInteraction(interaction)
                return "\(name) interaction removed"
            }
            view.addInteraction(Bool.random(using: &random) ? UIDragInteraction(delegate: dragDelegate) as UIInteraction
                                                             : UIDropInteraction(delegate: dragDelegate))
            return "\(name) interaction added"
        case .layout:
            view.setNeedsLayout()
            return "\(name) needs layout"
        case .element:
            view.accessibilityElementsHidden.toggle()
            return "\(name) elements hidden: \(view.accessibilityElementsHidden)"
        case .elementContext:
            switch Int.random(in: 0..<4, using: &random) {
            case 0:
                view.accessibilityCustomActions = view.accessibilityCustomActions == nil
                    ? [UIAccessibilityCustomAction(name: "Act on \(name)") { _ in true }] : nil
                return "\(name) custom actions: \(view.accessibilityCustomActions?.count ?? 0)"
            case 1:
                view.isAccessibilityElement.toggle()
                return "\(name) element: \(view.isAccessibilityElement)"
            case 2:
                view.accessibilityContainerType = view.accessibilityContainerType == .none ? .list : .none
                return "\(name) container type: \(view.accessibilityContainerType)"
            default:
                view.accessibilityTraits = view.accessibilityTraits.contains(.tabBar) ? .none : .tabBar
                return "\(name) tab bar: \(view.accessibilityTraits.contains(.tabBar))"
            }
        case .content:
            view.accessibilityLabel = view.accessibilityLabel == nil ? name : nil
            view.backgroundColor = view.backgroundColor == nil ? .red : nil
            return "\(name) label and colour"
        }
    }

    /// Points all over both windows.
    static let probes = stride(from: 0, to: 80, by: 5).flatMap { x in stride(from: 0, to: 25, by: 3).map { y in CGPoint(x: x, y: y) } }

    /// The first kept answer that differs from a fresh walk's, described; `nil` when all agree.
    func firstMismatch(random: inout SplitMix64) -> String? {
        for (index, view) in views.enumerated() {
            let fresh = FreshWalk(from: view)
            if view.screenPoint(for: CGPoint(x: 1, y: 2)) != fresh.screenPoint(for: CGPoint(x: 1, y: 2)) {
                return "view \(index): screen point"
            }
            if view.convert(CGPoint(x: 3, y: 1), to: nil) != fresh.rootPoint(for: CGPoint(x: 3, y: 1)) {
                return "view \(index): point in the window"
            }
            if view.isVisibleInWindow != fresh.isShown { return "view \(index): shown" }
            if view.window !== fresh.root as? UIWindow { return "view \(index): window" }
            if view.interactionHostsUpward.map(ObjectIdentifier.init) != fresh.chain.filter({ !$0.interactions.isEmpty }).map(ObjectIdentifier.init) {
                return "view \(index): interaction hosts"
            }
            if view.enclosingScrollViews.map(ObjectIdentifier.init)
                != fresh.chain.dropFirst().compactMap({ $0 as? UIScrollView }).map(ObjectIdentifier.init) {
                return "view \(index): scroll views"
            }
            if view.outermostContextContainer !== fresh.chain.dropFirst().last(where: \.givesElementContext) {
                return "view \(index): context container"
            }
            if view.nearestTypedContainer !== fresh.chain.dropFirst().first(where: { $0.accessibilityContainerType != .none }) {
                return "view \(index): typed container"
            }
            let passed = fresh.chain.dropFirst().filter { !$0.isAccessibilityElement }.flatMap { $0.accessibilityCustomActions ?? [] }
            if view.containerCustomActions.map(ObjectIdentifier.init) != passed.map(ObjectIdentifier.init) {
                return "view \(index): custom actions passed down"
            }
        }
        // The same points at every look, so kept answers are asked for again after changes.
        for point in Self.probes {
            let window = windows.last { !$0.isHidden && $0.frame.contains(point) }
            let fresh = window.flatMap { $0.hitTest(CGPoint(x: point.x - $0.frame.minX, y: point.y - $0.frame.minY), with: nil) }
            if finger.hitView(at: point) !== fresh { return "the touch at \(point)" }
        }
        return nil
    }
}

/// A walk from a view up to its root, step by step, as if nothing were kept.
@MainActor
private struct FreshWalk {
    /// The view, then each view above it.
    var chain: [UIView] = []

    init(from view: UIView) {
        var current: UIView? = view
        while let next = current {
            chain.append(next)
            current = next.superview
        }
    }

    var root: UIView? { chain.last }

    func rootPoint(for point: CGPoint) -> CGPoint {
        var result = point
        for view in chain.dropLast() {
            result.x += view.frame.minX - view.bounds.minX
            result.y += view.frame.minY - view.bounds.minY
        }
        return result
    }

    func screenPoint(for point: CGPoint) -> CGPoint {
        let inRoot = rootPoint(for: point)
        guard let root else { return inRoot }
        return CGPoint(x: inRoot.x - root.bounds.minX + root.frame.minX, y: inRoot.y - root.bounds.minY + root.frame.minY)
    }

    var isShown: Bool {
        chain.allSatisfy { !$0.isHidden && $0.alpha >= 0.01 } && root is UIWindow
    }
}

/// A drag and drop interactions' delegate that gives nothing to drag and takes every drop.
@MainActor
private final class NothingToDrag: UIDragInteractionDelegate, UIDropInteractionDelegate {
    func dragInteraction(_ interaction: UIDragInteraction, itemsForBeginning session: UIDragSession) -> [UIDragItem] { [] }
}
