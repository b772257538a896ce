import CellKit
import RotorTestSupport
import ScreenReader
import Testing

/// VoiceOver keeps what it walked of each subtree until something in it changes. Whatever
/// changes, and wherever, the cursor must see what a walk from scratch sees.
@MainActor
@Suite("The kept walk", .cellsScreen)
struct KeptWalkTests: ReaderSuite {
    let fixture = ReaderFixture(height: 30)

    private var keptLabels: [String] { reader.elements.map(\.label) }
    private var freshLabels: [String] { ElementCollector().elements(in: [window]).map(\.label) }

    /// Everything the kept walk carries of each element, and the actions offered on it: its
    /// label, frame, traits and action names.
    private func described(_ elements: some Sequence<AccessibleElement>) -> [String] {
        elements.map { element in
            "\(element.label) \(element.frame) \(element.object.accessibilityTraits.rawValue) "
                + reader.actions(for: element).map(\.name).joined(separator: ",")
        }
    }

    @Test func randomChangesAnywhereAreSeenAsAFreshWalkSeesThem() {
        for seed in UInt64(1)...6 {
            var random = SplitMix64(seed: seed)
            var world = RandomTree(in: window, random: &random)
            reader.start()
            for step in 0..<400 {
                let change = world.change(random: &random)
                // Several changes may come between two looks, sharing one generation.
                guard Bool.random(using: &random) else { continue }
                let kept = described(reader.elements), fresh = described(ElementCollector().elements(in: [window]))
                #expect(kept == fresh, "seed \(seed), step \(step), after \(change)")
                if kept != fresh { return }
            }
            window.subviews.forEach { $0.removeFromSuperview() }
        }
    }

    @Test func aDropOnTheWellIsHeardWhileTheLongTableIsKept() {
        let well = labelledView("Inbox", frame: CGRect(x: 40, y: 0, width: 15, height: 3))
        let table = UIScrollView(frame: CGRect(x: 0, y: 4, width: 38, height: 20))
        table.contentSize = CGSize(width: 38, height: 500)
        for row in 0..<500 {
            table.addSubview(labelledView("Row \(row)", frame: CGRect(x: 0, y: row, width: 30, height: 1)))
        }
        window.addSubview(well)
        window.addSubview(table)
        reader.start()
        reader.perform(.swipeRight)
        well.accessibilityLabel = "Inbox: Row 0"
        well.accessibilityValue = "1 item"
        table.subviews[3].isHidden = true
        #expect(keptLabels == freshLabels)
        #expect(reader.perform(.swipeRight).map(\.text) == ["Row 1"])
        #expect(reader.perform(.swipeRight).map(\.text) == ["Row 2"])
        #expect(reader.perform(.swipeRight).map(\.text) == ["Row 4"], "the hidden row is skipped")
        #expect(reader.perform(.firstElement).map(\.text) == ["Inbox: Row 0: 1 item"])
    }

    /// An element that is not a view, listed by a view of the window's width at its top.
    private func listed(_ label: String, in container: AnyObject, height: CGFloat) -> UIAccessibilityElement {
        let element = UIAccessibilityElement(accessibilityContainer: container)
        element.accessibilityLabel = label
        let lister = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: height))
        lister.accessibilityElements = [element]
        window.addSubview(lister)
        return element
    }

    @Test func aListedElementWhoseContainerIsNoViewTellsTheScreenThatListedIt() {
        // Its container is an object, not a view: the walk that listed it notes the screen.
        let model = NSObject()
        let element = listed("Listed", in: model, height: 2)
        element.accessibilityFrame = CGRect(x: 0, y: 0, width: 5, height: 1)
        window.addSubview(labelledView("After", frame: CGRect(x: 0, y: 3, width: 10, height: 1)))
        reader.start()
        #expect(keptLabels == ["Listed", "After"])
        element.isAccessibilityElement = false
        #expect(keptLabels == freshLabels)
        #expect(keptLabels == ["After"])
    }

    @Test func anElementGivenAnotherContainerIsPlacedWhereThatContainerIs() {
        // Placed in its container's space: a new container moves it, and the order with it.
        let top = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 1))
        let bottom = UIView(frame: CGRect(x: 0, y: 5, width: 10, height: 1))
        window.addSubview(top)
        window.addSubview(bottom)
        let element = listed("Moving", in: top, height: 10)
        element.accessibilityFrameInContainerSpace = CGRect(x: 0, y: 0, width: 5, height: 1)
        window.addSubview(labelledView("Middle", frame: CGRect(x: 0, y: 3, width: 10, height: 1)))
        reader.start()
        #expect(keptLabels == ["Moving", "Middle"])
        element.accessibilityContainer = bottom
        #expect(reader.elements.first { $0.label == "Moving" }?.frame.minY == 5)
        #expect(keptLabels == freshLabels)
    }

    @Test func anElementWorkedOutOnTheFlyIsSeenOnceTheAppPostsLayoutChanged() {
        // Nothing sets a property when this view becomes an element: as on iOS, the app tells
        // VoiceOver with a layout-changed notification.
        final class Badge: UIView {
            var isShown = false
            override var isAccessibilityElement: Bool {
                get { isShown }
                set {}
            }
        }
        let badge = Badge(frame: CGRect(x: 0, y: 2, width: 10, height: 1))
        badge.accessibilityLabel = "3 new"
        window.addSubview(labelledView("Mail", frame: CGRect(x: 0, y: 0, width: 10, height: 1)))
        window.addSubview(badge)
        reader.start()
        badge.isShown = true
        UIAccessibility.post(notification: .layoutChanged, argument: nil)
        reader.speakNotifications()
        #expect(keptLabels == ["Mail", "3 new"])
        #expect(reader.perform(.swipeRight).map(\.text) == ["3 new"])
    }
}

/// A random tree of labelled views and plain containers, and one container that lists
/// accessibility elements of its own, changed one random property or place at a time.
@MainActor
private struct RandomTree {
    let window: UIWindow
    var views: [UIView] = []
    let lister: UIView
    let listed: [UIAccessibilityElement]

    init(in window: UIWindow, random: inout SplitMix64) {
        self.window = window
        lister = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 5))
        listed = (0..<3).map { index in
            let element = UIAccessibilityElement(accessibilityContainer: window)
            element.accessibilityLabel = "Listed \(index)"
            return element
        }
        lister.accessibilityElements = listed
        // The lister sits in a box of its own, so that a change to a view it lists, elsewhere in
        // the tree, does not pass through its ancestors.
        let box = UIView(frame: CGRect(x: 30, y: 20, width: 25, height: 8))
        box.addSubview(lister)
        box.addSubview(labelledView("Box caption", frame: CGRect(x: 0, y: 6, width: 10, height: 1)))
        window.addSubview(box)
        for index in 0..<40 {
            let view = UIView(frame: Self.frame(random: &random))
            view.isAccessibilityElement = index % 3 != 0
            view.accessibilityLabel = "View \(index)"
            (views.randomElement(using: &random).flatMap { $0.isAccessibilityElement ? nil : $0 } ?? window)
                .addSubview(view)
            views.append(view)
        }
    }

    private static func frame(random: inout SplitMix64) -> CGRect {
        CGRect(x: Int.random(in: 0..<50, using: &random), y: Int.random(in: 0..<25, using: &random),
               width: Int.random(in: 1...10, using: &random), height: Int.random(in: 1...4, using: &random))
    }

    /// Makes one change and says what it was. The kind is drawn from CellKit's table of change
    /// kinds (`ViewChange`); the switch has no default, so a kind without a generator here does
    /// not compile.
    mutating func change(random: inout SplitMix64) -> String {
        guard let view = views.randomElement(using: &random),
              let kind = ViewChange.allCases.randomElement(using: &random) else { return "nothing" }
        let name = view.accessibilityLabel ?? "?"
        switch kind {
        case .subviews, .superview:
            if Bool.random(using: &random) { return view.makeBasicChange(0, named: name, frame: .zero) }
            // Moved under another view (never into its own subtree) or into the window.
            let parent = views.filter { !$0.isDescendant(of: view) }.randomElement(using: &random) ?? window
            parent.insertSubview(view, at: Int.random(in: 0...parent.subviews.count, using: &random))
            return "\(name) moved into \(parent.accessibilityLabel ?? "the window")"
        case .visibility:
            return view.makeBasicChange(Int.random(in: 1...2, using: &random), named: name, frame: .zero)
        case .frame:
            return view.makeBasicChange(3, named: name, frame: Self.frame(random: &random))
        case .boundsOrigin, .scroll:
            let origin = CGPoint(x: Int.random(in: 0..<3, using: &random), y: Int.random(in: 0..<3, using: &random))
            view.bounds = CGRect(origin: origin, size: view.bounds.size)
            return "\(name) bounds origin \(origin)"
        case .touchability:
            view.isUserInteractionEnabled.toggle()
            return "\(name) takes touches: \(view.isUserInteractionEnabled)"
        case .clipping:
            view.clipsToBounds.toggle()
            return "\(name) clips: \(view.clipsToBounds)"
        case .sublayers:
            let sublayer = CALayer()
            sublayer.frame = Self.frame(random: &random)
            view.layer.addSublayer(sublayer)
            return "\(name) sublayer added"
        case .interactions:
            if let interaction = view.interactions.first {
                view.removeInteraction(interaction)
                return "\(name) interaction removed"
            }
            view.addInteraction(UIDragInteraction(delegate: Self.dragDelegate))
            return "\(name) drag interaction added"
        case .layout:
            view.setNeedsLayout()
            return "\(name) needs layout"
        case .element:
            switch Int.random(in: 0..<5, using: &random) {
            case 0:
                view.accessibilityElementsHidden.toggle()
                return "\(name) elements hidden: \(view.accessibilityElementsHidden)"
            case 1:
                view.accessibilityViewIsModal.toggle()
                return "\(name) modal: \(view.accessibilityViewIsModal)"
            case 2:
                let element = listed[Int.random(in: 0..<listed.count, using: &random)]
                element.isAccessibilityElement.toggle()
                return "\(element.accessibilityLabel ?? "?") element: \(element.isAccessibilityElement)"
            case 3:
                lister.accessibilityElements = Bool.random(using: &random) ? listed : [listed[0] as Any] + views.prefix(4).map { $0 as Any }
                return "the list now has \(lister.accessibilityElements?.count ?? 0) items"
            default:
                view.accessibilityTraits = view.accessibilityTraits.contains(.header) ? [] : .header
                return "\(name) heading: \(view.accessibilityTraits.contains(.header))"
            }
        case .elementContext:
            switch Int.random(in: 0..<3, using: &random) {
            case 0:
                view.isAccessibilityElement.toggle()
                return "\(name) element: \(view.isAccessibilityElement)"
            case 1:
                view.accessibilityContainerType = view.accessibilityContainerType == .none ? .list : .none
                return "\(name) container: \(view.accessibilityContainerType)"
            default:
                view.accessibilityCustomActions = view.accessibilityCustomActions == nil
                    ? [UIAccessibilityCustomAction(name: "Act on \(name)") { _ in true }] : nil
                return "\(name) custom actions: \(view.accessibilityCustomActions?.count ?? 0)"
            }
        case .content:
            view.accessibilityLabel = name
            view.isAccessibilityElement = view.isAccessibilityElement
            return "\(name) set to what it was"
        }
    }

    /// Gives no items: the interaction is offered, and its drag starts nothing.
    static let dragDelegate = NothingToDragHere()

}

/// A drag delegate with nothing to drag.
@MainActor
final class NothingToDragHere: UIDragInteractionDelegate {
    func dragInteraction(_ interaction: UIDragInteraction, itemsForBeginning session: UIDragSession) -> [UIDragItem] { [] }
}
