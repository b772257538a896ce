import Foundation

/// How one dragged item looks while it is carried, after the lift: a view and how to draw it.
///
/// CellKit draws no flying previews; it asks an item's `previewProvider` for one when UIKit
/// would (the first move after the lift) and keeps it, so code that sets one runs as on iOS.
@preconcurrency @MainActor
open class UIDragPreview: NSObject {
    /// The view the preview shows.
    public let view: UIView
    /// How the preview is drawn.
    public let parameters: UIDragPreviewParameters

    /// A preview of `view` drawn with `parameters`.
    public init(view: UIView, parameters: UIDragPreviewParameters) {
        self.view = view
        self.parameters = parameters
        super.init()
    }

    /// A preview of `view` with the default parameters.
    public convenience init(view: UIView) {
        self.init(view: view, parameters: UIDragPreviewParameters())
    }
}
