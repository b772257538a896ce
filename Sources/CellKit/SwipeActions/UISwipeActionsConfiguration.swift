import Foundation

/// The actions a swipe across a row reveals, at one edge (iOS 11). The first action is the
/// outermost and the default one, which a full swipe performs when
/// `performsFirstActionWithFullSwipe` is true.
///
/// VoiceOver offers a row's swipe actions in its Actions rotor before the row's own custom
/// actions: the trailing edge's, then the leading edge's [sim], each edge's in this order.
@preconcurrency @MainActor
open class UISwipeActionsConfiguration: NSObject {
    /// The actions, outermost first.
    public let actions: [UIContextualAction]
    /// Whether a full swipe performs the first action; true by default. Kept: rows in cells
    /// are not swiped.
    open var performsFirstActionWithFullSwipe = true

    /// A configuration of these actions, outermost first.
    public init(actions: [UIContextualAction]) {
        self.actions = actions
        super.init()
    }
}
