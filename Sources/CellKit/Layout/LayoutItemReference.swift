/// CellKit's own: a constraint's or an anchor's item (a view or a layout guide), held as UIKit
/// holds it: it does not keep the item alive, and reads `nil` once the item is gone.
///
/// A view is held by a `ViewReference`, never by Swift's `weak` (DECISIONS.md, "Views are held
/// weakly without Swift's `weak`"): every constraint points at its items, so a `weak` item gave
/// every constrained view a side table, and every retain and release of the view went through
/// it, a miss of its own at 10,000 views. A guide is not a view and stays `weak`.
@MainActor
struct LayoutItemReference {
    private let view: ViewReference?
    private weak var guide: AnyObject?

    init(_ item: AnyObject?) {
        if let view = item as? UIView {
            self.view = ViewReference(view)
        } else {
            view = nil
            guide = item
        }
    }

    /// The item, or `nil` once it has gone.
    var item: AnyObject? {
        if let view { return view.view }
        return guide
    }
}
