/// Where every scroll view in some windows is scrolled to, to put them back: a walk of
/// VoiceOver's swipes scrolls each scroll view to the element it reaches (RotorTesting's
/// `walkElements`, SceneFormat's `SpokenScript.of(windows:)`), and a screen walked to be
/// checked or captured should be left as it was.
@MainActor
package struct ScrollPositions {
    private let offsets: [(UIScrollView, CGPoint)]

    /// The scroll views of `windows` and their offsets now, outer ones first.
    package init(windows: [UIWindow]) {
        var found: [(UIScrollView, CGPoint)] = []
        var stack: [UIView] = windows.reversed()
        while let view = stack.popLast() {
            if let scrollView = view as? UIScrollView { found.append((scrollView, scrollView.contentOffset)) }
            stack += view.subviews.reversed()
        }
        offsets = found
    }

    /// Scrolls each back to where it was, outer ones first (a scroll view inside a table's
    /// cell is back in place before its own offset is set).
    package func restore() {
        for (scrollView, offset) in offsets where scrollView.contentOffset != offset {
            scrollView.contentOffset = offset
        }
    }
}
