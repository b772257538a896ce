import CellKit
import RotorTestSupport
import ScreenReader
import Testing

/// The kept walk with containers, groups, scroll views and shifted bounds: whatever changes,
/// the cursor sees the order a walk from scratch sees.
@MainActor
@Suite("The kept walk and the reading order", .cellsScreen)
struct KeptReadingOrderTests: ReaderSuite {
    let fixture = ReaderFixture(width: 80, height: 40)

    @Test func containersGroupsAndScrollingAreSeenAsAFreshWalkSeesThem() {
        for seed in UInt64(11)...16 {
            var random = SplitMix64(seed: seed)
            var views: [UIView] = []
            let scroll = UIScrollView(frame: CGRect(x: 60, y: 0, width: 20, height: 10))
            scroll.contentSize = CGSize(width: 20, height: 40)
            window.addSubview(scroll)
            for index in 0..<40 {
                let view = UIView(frame: Self.frame(random: &random))
                view.isAccessibilityElement = index % 3 != 0
                view.accessibilityLabel = "View \(index)"
                let parents = [window, scroll] + views.filter { !$0.isAccessibilityElement }
                parents[Int.random(in: 0..<parents.count, using: &random)].addSubview(view)
                views.append(view)
            }
            reader.start()
            for step in 0..<300 {
                let view = views[Int.random(in: 0..<views.count, using: &random)]
                let change: String
                switch Int.random(in: 0..<7, using: &random) {
                case 0:
                    let kinds: [UIAccessibilityContainerType] = [.none, .list, .landmark, .semanticGroup]
                    view.accessibilityContainerType = kinds[Int.random(in: 0..<kinds.count, using: &random)]
                    change = "\(view.accessibilityLabel ?? "?") container \(view.accessibilityContainerType)"
                case 1:
                    view.shouldGroupAccessibilityChildren.toggle()
                    change = "\(view.accessibilityLabel ?? "?") grouped \(view.shouldGroupAccessibilityChildren)"
                case 2:
                    scroll.contentOffset = CGPoint(x: 0, y: Int.random(in: 0...30, using: &random))
                    change = "scrolled to \(scroll.contentOffset)"
                case 3:
                    view.bounds.origin = CGPoint(x: 0, y: Int.random(in: -3...3, using: &random))
                    change = "\(view.accessibilityLabel ?? "?") bounds at \(view.bounds.origin)"
                case 4:
                    view.frame = Self.frame(random: &random)
                    change = "\(view.accessibilityLabel ?? "?") moved to \(view.frame)"
                case 5:
                    view.isAccessibilityElement.toggle()
                    change = "\(view.accessibilityLabel ?? "?") element \(view.isAccessibilityElement)"
                default:
                    view.accessibilityTraits = view.accessibilityTraits.isEmpty ? .tabBar : []
                    change = "\(view.accessibilityLabel ?? "?") tab bar \(!view.accessibilityTraits.isEmpty)"
                }
                guard Bool.random(using: &random) else { continue }
                let kept = reader.elements.map(\.label)
                let fresh = ElementCollector().elements(in: [window]).map(\.label)
                #expect(kept == fresh, "seed \(seed), step \(step), after \(change)")
                if kept != fresh { return }
            }
            window.subviews.forEach { $0.removeFromSuperview() }
        }
    }

    /// A tree 300 views deep, each view shifted a little by its frame and its bounds, with a
    /// label at every level: the walk places each label once, in the window's coordinates, and
    /// the cursor reads them by where they are on the screen (top, then leading, then the order
    /// found), before and after a view halfway down moves and takes the labels below it along.
    @Test func aDeepTreeOfShiftedViewsIsReadByWhereEachLabelIsOnTheScreen() {
        var random = SplitMix64(seed: 300)
        var parent: UIView = window
        var chain: [UIView] = []
        for level in 0..<300 {
            let label = UILabel(frame: CGRect(x: Int.random(in: 0...60, using: &random),
                                              y: Int.random(in: 0...30, using: &random), width: 4, height: 1))
            label.text = "L\(level)"
            parent.addSubview(label)
            let view = UIView(frame: CGRect(x: Int.random(in: -1...1, using: &random), y: Int.random(in: -1...1, using: &random),
                                            width: 80, height: 40))
            view.bounds.origin = CGPoint(x: Int.random(in: -1...1, using: &random), y: 0)
            parent.addSubview(view)
            chain.append(view)
            parent = view
        }
        reader.start()
        #expect(reader.elements.map(\.label) == Self.byPlace(Array(reader.elements)))
        chain[150].frame.origin = CGPoint(x: 7, y: -5)
        let moved = Array(reader.elements)
        #expect(moved.map(\.label) == Self.byPlace(moved))
        #expect(moved.map(\.label) == ElementCollector().elements(in: [window]).map(\.label))
    }

    /// Labels by their frames on the screen: top, then leading, then the level they are at
    /// (the order the walk finds them in), as VoiceOver's order by place reads whole-cell rows.
    private static func byPlace(_ elements: [AccessibleElement]) -> [String] {
        let level = { (element: AccessibleElement) in Int(element.label.dropFirst()) ?? 0 }
        return elements.sorted {
            ($0.frame.minY, $0.frame.minX, level($0)) < ($1.frame.minY, $1.frame.minX, level($1))
        }.map(\.label)
    }

    private static func frame(random: inout SplitMix64) -> CGRect {
        CGRect(x: Int.random(in: 0..<50, using: &random), y: Int.random(in: 0..<25, using: &random),
               width: Int.random(in: 1...10, using: &random), height: Int.random(in: 1...4, using: &random))
    }
}
