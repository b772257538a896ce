import CellKit
import ScreenReader

/// The scrolling the VoiceOver cursor does when it moves to an element, done by the audit so
/// that it judges every element as a VoiceOver user meets it: a row far down a long table is
/// scrolled into view before its actions are collected or its drag is started, as VoiceOver
/// scrolls it when the cursor reaches it.
///
/// Each element is judged from the screen as it was loaded, moved to directly (as by touch or
/// by the rotor), so a finding does not depend on which element was judged before it; the
/// offsets the screen had are put back at the end.
@MainActor
final class CursorScrolling {
    /// Each scroll view the audit met, with the offset the screen had it at.
    @exclusivity(unchecked) private var original: [(scrollView: UIScrollView, offset: CGPoint)] = []
    /// Where each scroll view met is in `original`.
    @exclusivity(unchecked) private var place: [ObjectIdentifier: Int] = [:]
    /// The scroll views that may be away from their offsets, as indices into `original`: a few
    /// at most, kept in a list changed in place (a set was made anew for every row).
    @exclusivity(unchecked) private var moved: [Int] = []

    /// Scrolls the element into view as the cursor would: from the screen as loaded, or, with
    /// `fromTheLoadedScreen: false`, from where the screen is now (a held drag moved to a drop
    /// point keeps its source where it was scrolled to). Each scroll view moves at most once,
    /// straight to where it would end.
    ///
    /// An element in a scroll view that lays out its content as it scrolls (a collection view,
    /// which makes cells only for the items it shows) is judged where it is: scrolling would
    /// recycle the cells the audit holds as elements.
    func bringIntoView(_ element: AccessibleElement, fromTheLoadedScreen: Bool = true) {
        bringIntoView(element, through: Self.scrollViews(around: element), fromTheLoadedScreen: fromTheLoadedScreen)
    }

    /// The scroll views `bringIntoView(_:fromTheLoadedScreen:)` scrolls to show the element,
    /// innermost first: none when one of them lays out as it scrolls.
    static func scrollViews(around element: AccessibleElement) -> [UIScrollView] {
        let scrollViews = element.enclosingScrollViews
        for scrollView in scrollViews where scrollView.relayoutsOnScroll { return [] }
        return scrollViews
    }

    /// Scrolls the element into view through `scrollViews`, found for it by
    /// `scrollViews(around:)` (the drag probe finds each drop point's once, and scrolls to it
    /// once for each drag held over it), as `bringIntoView(_:fromTheLoadedScreen:)` does.
    func bringIntoView(_ element: AccessibleElement, through scrollViews: [UIScrollView], fromTheLoadedScreen: Bool) {
        var indices: [Int] = []
        for scrollView in scrollViews { indices.append(index(of: scrollView)) }
        if fromTheLoadedScreen {
            // The scroll views around other elements go back; the element's own go straight on.
            var kept = 0
            for position in moved.indices {
                let index = moved[position]
                if indices.contains(index) {
                    moved[kept] = index
                    kept += 1
                } else {
                    original[index].scrollView.contentOffset = original[index].offset
                }
            }
            moved.removeLast(moved.count - kept)
        }
        guard !scrollViews.isEmpty else { return }
        if fromTheLoadedScreen {
            element.scrollIntoView(through: scrollViews) { [self] scrollView in original[index(of: scrollView)].offset }
        } else {
            element.scrollIntoView(through: scrollViews) { $0.contentOffset }
        }
        for (scrollView, index) in zip(scrollViews, indices)
        where scrollView.contentOffset != original[index].offset && !moved.contains(index) {
            moved.append(index)
        }
    }

    /// Puts every scroll view back where it was before the audit.
    func restore() {
        for index in moved { original[index].scrollView.contentOffset = original[index].offset }
        original.removeAll()
        place.removeAll()
        moved.removeAll()
    }

    /// The scroll view's place in `original`, met now if it was not before.
    private func index(of scrollView: UIScrollView) -> Int {
        let key = ObjectIdentifier(scrollView)
        if let index = place[key] { return index }
        original.append((scrollView, scrollView.contentOffset))
        place[key] = original.count - 1
        return original.count - 1
    }
}
