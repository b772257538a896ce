/// How many views the screen reader's walks of the screen have looked at, in all: what a run
/// of a script spends on walking (`ScreenReader.viewsVisited`). A walk that finds a subtree kept
/// looks at its root only; one after a screen changes (a screen pushed, a tab shown) looks at
/// every view that came. A touch's way down to the element under the finger, and a tap's way
/// up from the view it lands on, count the views they pass. Counts only; the screen reader
/// decides nothing by it.
@MainActor
final class WalkTally {
    var viewsVisited = 0
}
