import Foundation

/// How a context menu's preview goes when it is committed, as UIKit's
/// `UIContextMenuInteractionCommitStyle`. The values are UIKit's.
public enum UIContextMenuInteractionCommitStyle: Int, Sendable {
    case dismiss = 0
    case pop = 1
}

/// What runs alongside a context menu's preview being committed (tapped), as UIKit's
/// `UIContextMenuInteractionCommitAnimating`. [sim] Rotor shows no preview to commit, so this is
/// never handed to a delegate.
@preconcurrency @MainActor
public protocol UIContextMenuInteractionCommitAnimating: UIContextMenuInteractionAnimating {
    /// How the preview goes.
    var preferredCommitStyle: UIContextMenuInteractionCommitStyle { get set }
}
