import Foundation

/// Where a drag preview is placed, as UIKit's `UIDragPreviewTarget`: `UIPreviewTarget`'s
/// container, centre and transform.
@preconcurrency @MainActor
open class UIDragPreviewTarget: UIPreviewTarget {}
