/// CellKit's own (UIKit has no such thing): a counter that moves whenever something VoiceOver
/// reads off the view tree may have changed (views added, removed, moved, resized, hidden,
/// faded, laid out; accessibility properties set; layout and screen changes posted; the app's
/// code run). A screen reader keeps what it walked for as long as the counter stands still.
///
/// Most changes have a place: the view they happened to, whose `subtreeGeneration` and its
/// ancestors' take the new generation, so a screen reader can keep what it walked of every other
/// subtree. What containers list in `accessibilityElements` has no place in the tree (a list may
/// name objects that are not views, or views anywhere, and may be computed):
/// `lastListedElementsChange` moves whenever any view or listed object changes, or the app's
/// code runs. A `layoutChanged` or `screenChanged` notification says anything may be different
/// (`lastChangeAnywhere`).
///
/// Scrolling (a scroll view's new bounds origin) does not move it: a scroll view's content keeps
/// its order when it scrolls, and what scrolling adds or removes (a collection view's cells)
/// moves it. A new bounds origin of any other view does: VoiceOver orders what it shows among
/// its neighbours' elements.
@MainActor
package enum ViewTreeGeneration {
    /// Starts above a new view's `subtreeGeneration` (0), so no view is taken as marked before it is.
    @exclusivity(unchecked) private static var value: UInt64 = 1
    /// Whether `value` has been read since it last moved. Changes between two reads share one
    /// generation, so marking a subtree stops at the first ancestor already marked with it: a
    /// tree built view by view is marked in time proportional to its size, not its depth.
    @exclusivity(unchecked) private static var isObserved = false

    /// The current generation.
    public static var current: UInt64 {
        isObserved = true
        return value
    }

    /// The generation of the last change that may have reached any part of the tree.
    @exclusivity(unchecked) public private(set) static var lastChangeAnywhere: UInt64 = 0
    /// The generation of the last change that may alter what `accessibilityElements` lists
    /// lead to: a view or an object that is not a view changed, or the app's code ran (an
    /// action, an adjustment, a drop, scheduled work), after which computed lists may differ.
    @exclusivity(unchecked) public private(set) static var lastListedElementsChange: UInt64 = 0

    /// Marks the whole tree as changed.
    public static func advance() {
        ViewTreeStamp.reset()
        lastChangeAnywhere = next()
    }

    /// Marks a view, and so every view that contains it, as changed.
    public static func advance(at view: UIView) {
        let generation = next()
        lastListedElementsChange = generation
        // An ancestor already marked with this generation has its own ancestors marked too:
        // the mark goes up until it meets one. Each superview on the way hears which of its
        // subviews the mark came through, so a walk of a view with many subviews can visit
        // again only those.
        guard view.subtreeGeneration != generation else { return }
        view.subtreeGeneration = generation
        var marked = view
        while let parent = marked.superview {
            parent.subviewDidChange(marked, at: generation)
            guard parent.subtreeGeneration != generation else { return }
            parent.subtreeGeneration = generation
            marked = parent
        }
    }

    /// Marks what `accessibilityElements` lists lead to as changed: the app's code ran, or an
    /// object that is not a view changed.
    public static func listedElementsMayHaveChanged() {
        lastListedElementsChange = next()
    }

    private static func next() -> UInt64 {
        if isObserved {
            value &+= 1
            isObserved = false
        }
        return value
    }
}
