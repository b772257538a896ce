/// CellKit's own: how much walking of the view tree was done, for tests that check a gesture
/// reads what was kept (`UpwardWalk`, the hit tests `DragSystem` keeps) rather than climbing or
/// descending a deep chain again. Counts only; nothing reads them to decide anything.
@MainActor
package enum KeptWalkCounter {
    /// The reads of `UIView.superview`: each is one step up a chain.
    @exclusivity(unchecked) package static var superviewReads = 0
    /// The views whose upward walk was worked out again.
    @exclusivity(unchecked) package static var viewsWalked = 0
    /// The calls of `UIView.hitTest(_:with:)`'s own implementation: one per level a hit test
    /// goes down.
    @exclusivity(unchecked) package static var hitTests = 0
}
