import Foundation

/// What runs alongside a context menu's appearing or going away, as UIKit's
/// `UIContextMenuInteractionAnimating`. Rotor has no animation: completions run at once.
@preconcurrency @MainActor
public protocol UIContextMenuInteractionAnimating: AnyObject {
    /// The view controller the menu previews, if any.
    var previewViewController: UIViewController? { get }
    func addAnimations(_ animations: @escaping () -> Void)
    func addCompletion(_ completion: @escaping () -> Void)
}
