import Foundation

/// How a preview is drawn. CellKit keeps the background colour; the visible path of UIKit's
/// parameters has no meaning in cells.
@preconcurrency @MainActor
open class UIDragPreviewParameters: NSObject {
    open var backgroundColor: UIColor?

    public override init() {
        super.init()
    }
}
