import Foundation

/// Where a drag preview is placed: a point in a container view.
@preconcurrency @MainActor
open class UIDragPreviewTarget: NSObject {
    public let container: UIView
    /// The preview's centre, in `container`'s coordinates.
    public let center: CGPoint

    public init(container: UIView, center: CGPoint) {
        self.container = container
        self.center = center
        super.init()
    }
}
