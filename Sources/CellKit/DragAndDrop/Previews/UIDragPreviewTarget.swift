import Foundation

/// Where a drag preview is placed: a point in a container view.
@preconcurrency @MainActor
open class UIDragPreviewTarget: NSObject {
    public let container: UIView
    /// The preview's centre, in `container`'s coordinates.
    public let center: CGPoint

    /// A transform applied to the preview there (a scale or a rotation). Kept: CellKit draws no
    /// flying previews.
    public let transform: CGAffineTransform

    /// A target at `center` in `container`, with `transform` applied to the preview.
    public init(container: UIView, center: CGPoint, transform: CGAffineTransform = .identity) {
        self.container = container
        self.center = center
        self.transform = transform
        super.init()
    }
}
