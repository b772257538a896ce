/// CellKit's own: the subviews of a view with many, in which something a screen reader reads
/// changed, each with the generation (`ViewTreeClock`) of the change. A walk that kept
/// what each subview held visits again only those changed since it walked, so one row changed
/// in a long table costs one row, not the table.
///
/// The list is bounded: when more changes come than a fraction of the subviews, the oldest are
/// forgotten, and a walk older than what was forgotten visits every subview again.
struct ChangedSubviews {
    /// The fewest subviews worth a list (as for `SubviewIndex`).
    static let minimumCount = 32

    private var changes: [(view: UIView, generation: UInt64)] = []
    /// The latest generation whose changes may have been forgotten.
    private var forgottenThrough: UInt64 = 0
    /// A list missing nothing. It is kept when the subviews themselves change: a subview that
    /// comes is noted, and one that went is no longer a subview, which a walk sees.
    init() {}

    mutating func note(_ view: UIView, at generation: UInt64, subviewCount: Int) {
        changes.append((view, generation))
        // Past a quarter of the subviews a walk might as well visit them all: forget the older
        // half, so noting stays constant time on average.
        let limit = max(16, subviewCount / 4)
        guard changes.count > limit else { return }
        let dropped = changes.count / 2
        forgottenThrough = max(forgottenThrough, changes[dropped - 1].generation)
        changes.removeFirst(dropped)
    }

    /// The subviews changed after a generation, or `nil` when some of those changes were
    /// forgotten.
    func subviews(changedAfter generation: UInt64) -> [UIView]? {
        guard generation >= forgottenThrough else { return nil }
        var found: [UIView] = []
        var seen = Set<ObjectIdentifier>()
        // Noted in the order of their generations: look back only as far as the one asked.
        for change in changes.reversed() {
            guard change.generation > generation else { break }
            if seen.insert(ObjectIdentifier(change.view)).inserted { found.append(change.view) }
        }
        return found
    }
}
