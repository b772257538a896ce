import Foundation

/// A preview of a view placed at a target, as UIKit's `UITargetedPreview` (iOS 13), which drag
/// previews and context menu previews share.
///
/// CellKit draws no flying previews; it keeps them because the delegate chain asks for them and
/// because `nil` has a meaning: the item is invisible, and it is not asked about again when the
/// drag cancels or drops.
@preconcurrency @MainActor
open class UITargetedPreview: NSObject {
    /// The view the preview shows.
    public let view: UIView
    public let parameters: UIPreviewParameters
    /// Where the preview sits, in its container's coordinates.
    public let target: UIPreviewTarget

    /// A preview of `view` where it is, with the given parameters.
    public init(view: UIView, parameters: UIPreviewParameters, target: UIPreviewTarget) {
        self.view = view
        self.parameters = parameters
        self.target = target
        super.init()
    }

    /// A preview of a view in a window, at the view's own place.
    public convenience init(view: UIView, parameters: UIPreviewParameters) {
        let container = view.superview ?? view
        let centre = view.superview == nil
            ? CGPoint(x: view.bounds.midX, y: view.bounds.midY)
            : CGPoint(x: view.frame.midX, y: view.frame.midY)
        self.init(view: view, parameters: parameters,
                  target: UIPreviewTarget(container: container, center: centre))
    }

    public convenience init(view: UIView) {
        self.init(view: view, parameters: UIPreviewParameters())
    }

    /// The preview's size: its view's.
    open var size: CGSize { view.bounds.size }

    /// The same preview at another target.
    open func retargetedPreview(with newTarget: UIPreviewTarget) -> UITargetedPreview {
        UITargetedPreview(view: view, parameters: parameters, target: newTarget)
    }
}
