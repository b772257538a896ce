import Foundation

/// A button of an alert or action sheet: a title, a style and what runs when it is chosen, as
/// UIKit's `UIAlertAction` (iOS 8).
@preconcurrency @MainActor
open class UIAlertAction: NSObject {
    /// What an action does, which decides how it is drawn and what escape chooses. The values
    /// are UIKit's.
    public enum Style: Int, Sendable {
        case `default` = 0
        /// Cancels: what VoiceOver's escape chooses, and drawn bold.
        case cancel = 1
        /// Destroys something: drawn in red.
        case destructive = 2
    }

    /// The button's title.
    open private(set) var title: String?
    /// How the button is drawn and what it does.
    open private(set) var style: Style
    /// Whether the button can be chosen; a disabled one is dimmed and does nothing.
    open var isEnabled = true {
        didSet { button?.isEnabled = isEnabled }
    }
    let handler: (@MainActor (UIAlertAction) -> Void)?
    /// The button drawn for the action while its alert is shown.
    weak var button: UIButton?

    /// An action with a title and a style, running `handler` after the alert has gone.
    public init(title: String?, style: UIAlertAction.Style, handler: (@MainActor (UIAlertAction) -> Void)? = nil) {
        self.title = title
        self.style = style
        self.handler = handler
        super.init()
    }
}
