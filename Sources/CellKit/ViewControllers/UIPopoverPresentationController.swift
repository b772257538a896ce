import Foundation

/// How a popover is anchored: the view, rectangle or bar button item it points at, as UIKit's
/// `UIPopoverPresentationController`. A view controller presented with `.popover` has one
/// (`popoverPresentationController`), which apps set before presenting.
///
/// [sim] CellKit shows a popover as it shows a sheet (over the window, modal for VoiceOver,
/// dismissed by escape); the anchor is kept for the app to read back. UIKit raises an exception
/// when a popover on an iPad has no anchor; Rotor presents it anyway rather than end the process.
@preconcurrency @MainActor
open class UIPopoverPresentationController: UIPresentationController {
    /// The view the popover points at.
    open weak var sourceView: UIView?
    /// The rectangle in `sourceView` it points at.
    open var sourceRect: CGRect = .zero
    /// The bar button item it points at, in place of a view.
    open weak var barButtonItem: UIBarButtonItem?
    /// Which ways the arrow may point.
    open var permittedArrowDirections: UIPopoverArrowDirection = .any
    /// The way the arrow points: `.unknown` until shown, as in UIKit; Rotor draws no arrow.
    open private(set) var arrowDirection: UIPopoverArrowDirection = .unknown
    /// The views a person can still touch while the popover is up.
    open var passthroughViews: [UIView]?
    /// The popover's background colour.
    open var backgroundColor: UIColor?
}
