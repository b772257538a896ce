import Foundation

/// An action shown when the user swipes a row of a table view or a list (iOS 11): a title, an
/// image, a colour, and the closure run when it is chosen. A table view's delegate returns them
/// in a `UISwipeActionsConfiguration` (`tableView(_:leadingSwipeActionsConfigurationForRowAt:)`,
/// `tableView(_:trailingSwipeActionsConfigurationForRowAt:)`); a list gets them from its
/// configuration's providers.
///
/// In cells, rows are not swiped open; VoiceOver offers each action of a row in the Actions
/// rotor by its title, as iOS does, and performing one runs the handler with the row's cell as
/// the source view.
@preconcurrency @MainActor
open class UIContextualAction: NSObject {
    /// How the action's button looks: an ordinary action, or one that destroys data (red, and,
    /// in UIKit, the row slides away when its handler completes with `true`).
    public enum Style: Int, Sendable, Hashable {
        case normal = 0
        case destructive = 1
    }

    /// What runs when the action is chosen: the action, the view it was shown in, and a closure
    /// to call with whether it was performed.
    public typealias Handler = (UIContextualAction, UIView, @escaping (Bool) -> Void) -> Void

    /// The action's style, as made.
    public let style: Style
    /// The title on the action's button; VoiceOver offers the action by it.
    open var title: String?
    /// The image on the action's button.
    open var image: UIImage?
    private var storedBackgroundColor: UIColor?
    private let storedHandler: Handler

    /// An action of a style, with a title, running `handler` when chosen.
    public init(style: UIContextualAction.Style, title: String?, handler: @escaping UIContextualAction.Handler) {
        self.style = style
        self.title = title
        storedHandler = handler
        super.init()
    }

    /// The button's colour: the one set, or the style's (red for destructive, grey otherwise).
    /// Setting `nil` goes back to the style's.
    open var backgroundColor: UIColor! {
        get { storedBackgroundColor ?? (style == .destructive ? .systemRed : .systemGray) }
        set { storedBackgroundColor = newValue }
    }

    /// The closure run when the action is chosen.
    open var handler: UIContextualAction.Handler { storedHandler }
}
