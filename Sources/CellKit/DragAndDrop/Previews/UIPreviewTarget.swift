import Foundation

/// Where a preview is placed: a point in a container view, with a transform, as UIKit's
/// `UIPreviewTarget` (iOS 13), which drag previews and context menu previews share.
@preconcurrency @MainActor
open class UIPreviewTarget: NSObject {
    /// The view the preview is placed in.
    public let container: UIView
    /// The preview's centre, in `container`'s coordinates.
    public let center: CGPoint
    /// A transform applied to the preview there (a scale or a rotation). Kept: CellKit draws no
    /// flying previews.
    public let transform: CGAffineTransform

    /// A target at `center` in `container`, with `transform` applied to the preview.
    public init(container: UIView, center: CGPoint, transform: CGAffineTransform) {
        self.container = container
        self.center = center
        self.transform = transform
        super.init()
    }

    /// A target at `center` in `container`, with no transform.
    public convenience init(container: UIView, center: CGPoint) {
        self.init(container: container, center: center, transform: .identity)
    }
}
