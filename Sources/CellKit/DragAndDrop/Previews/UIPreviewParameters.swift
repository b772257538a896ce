import Foundation

/// How a preview is drawn: its background and the part of its view it shows, as UIKit's
/// `UIPreviewParameters` (iOS 13), which drag previews and context menu previews share. CellKit
/// draws no flying previews, so these are kept for the app to read back, not drawn.
@preconcurrency @MainActor
open class UIPreviewParameters: NSObject {
    /// The colour behind the preview's view.
    open var backgroundColor: UIColor?
    /// The part of the view the preview shows (nil: all of it). Kept, not drawn.
    open var visiblePath: UIBezierPath?
    /// The path of the preview's shadow (iOS 14; nil: the visible path's). Kept, not drawn.
    open var shadowPath: UIBezierPath?

    public override init() {
        super.init()
    }
}
