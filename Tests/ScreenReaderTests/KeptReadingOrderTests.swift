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

    private static func frame(random: inout SplitMix64) -> CGRect {
        CGRect(x: Int.random(in: 0..<50, using: &random), y: Int.random(in: 0..<25, using: &random),
               width: Int.random(in: 1...10, using: &random), height: Int.random(in: 1...4, using: &random))
    }
}
