import Foundation

/// How a drag preview is drawn, as UIKit's `UIDragPreviewParameters`: `UIPreviewParameters`'
/// background colour and paths.
@preconcurrency @MainActor
open class UIDragPreviewParameters: UIPreviewParameters {}
