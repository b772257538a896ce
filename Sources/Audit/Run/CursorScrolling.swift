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
    /// Each scroll view the audit moved, with the offset it had, in the order they were met.
    private var original: [(scrollView: UIScrollView, offset: CGPoint)] = []
    /// Where each scroll view met is in `original`.
    private var place: [ObjectIdentifier: Int] = [:]
    /// The scroll views moved since the screen was last put back, as indices into `original`.
    private var moved: [Int] = []

    /// Scrolls the element into view as the cursor would: from the screen as loaded, or, with
    /// `fromTheLoadedScreen: false`, from where the screen is now (a held drag moved to a drop
    /// point keeps its source where it was scrolled to).
    ///
    /// An element in a scroll view that lays out its content as it scrolls (a collection view,
    /// which makes cells only for the items it shows) is judged where it is: scrolling would
    /// recycle the cells the audit holds as elements.
    func bringIntoView(_ element: AccessibleElement, fromTheLoadedScreen: Bool = true) {
        if fromTheLoadedScreen { putBack() }
        let scrollViews = element.enclosingScrollViews
        guard !scrollViews.isEmpty, !scrollViews.contains(where: \.relayoutsOnScroll) else { return }
        let indices = scrollViews.map { scrollView in
            let key = ObjectIdentifier(scrollView)
            if let index = place[key] { return index }
            original.append((scrollView, scrollView.contentOffset))
            place[key] = original.count - 1
            return original.count - 1
        }
        let before = scrollViews.map(\.contentOffset)
        element.scrollIntoView()
        for (offset, (scrollView, index)) in zip(before, zip(scrollViews, indices)) where scrollView.contentOffset != offset {
            moved.append(index)
        }
    }

    /// Puts every scroll view back where it was before the audit.
    func restore() {
        putBack()
        original.removeAll()
        place.removeAll()
    }

    /// Puts the scroll views moved since the last time back where the screen had them, the
    /// last moved first.
    private func putBack() {
        for index in moved.reversed() { original[index].scrollView.contentOffset = original[index].offset }
        moved.removeAll()
    }
}
