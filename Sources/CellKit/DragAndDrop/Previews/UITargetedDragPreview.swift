import Foundation

/// How a dragged item looks while lifted, cancelled or dropped, as UIKit's
/// `UITargetedDragPreview`: a `UITargetedPreview` of a view at a target.
@preconcurrency @MainActor
open class UITargetedDragPreview: UITargetedPreview {
    /// The same preview at another drag target.
    open func retargetedPreview(with newTarget: UIDragPreviewTarget) -> UITargetedDragPreview {
        UITargetedDragPreview(view: view, parameters: parameters, target: newTarget)
    }
}
