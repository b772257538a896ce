/// CellKit's own (UIKit has no such thing): what the views of one tree share beside the counters
/// their kept answers are checked against (`ViewTreeClock`): the first responder, what Auto Layout
/// wrote and its flags, and the window scene the tree is on.
///
/// A view finds it through its tree's clock, which views find and join (`ViewTreeClock.merge`):
/// two trees joined by `addSubview` share one from then on, and a window scene joins its windows'
/// trees, so on a screen this is the screen's (`UIWindowScene`). A tree not on a screen yet (a
/// view built before it is added to a window) keeps its own until it is joined.
@MainActor
package final class ViewTree {
    package init() {}

    /// The window scene the tree is on, which owns the screen's windows, virtual clock and log:
    /// a property animator finds it through the views its animations change.
    package weak var windowScene: UIWindowScene?

    /// The tree's first responder (a text field or text view being edited). UIKit keeps one per
    /// window; CellKit one per tree, which on a screen is the screen's.
    package var firstResponder = ViewReference(nil)

    /// What the tree's Auto Layout wrote (`UIView.layoutMessageLog`).
    package let layoutMessages = LayoutMessageLog()

    /// Whether any view of the tree has used Auto Layout: until then, no layout hook in UIView
    /// does any work for it. It only ever turns on.
    package var usesAutoLayout = false

    /// True while the tree's layout engine sets frames, which are then its own answers and not
    /// changes to it.
    package var isApplyingLayout = false

    /// Takes in what a tree joined to this one shared: its log, its flags, its scene when this
    /// one has none, and its first responder when this one has none (else that one resigns: one
    /// first responder a screen).
    func takeIn(_ joined: ViewTree) {
        if windowScene == nil { windowScene = joined.windowScene }
        usesAutoLayout = usesAutoLayout || joined.usesAutoLayout
        layoutMessages.append(contentsOf: joined.layoutMessages)
        joined.layoutMessages.removeAll()
        if let joinedResponder = joined.firstResponder.view {
            joined.firstResponder = ViewReference(nil)
            if firstResponder.view == nil {
                firstResponder = ViewReference(joinedResponder)
            } else {
                joinedResponder.resignFirstResponder()
            }
        }
    }
}
