import Foundation

/// An accessibility element that is not a view: a part of a view VoiceOver should visit on its
/// own, such as a bar drawn with a `CALayer`.
@preconcurrency @MainActor
open class UIAccessibilityElement: UIResponder {
    /// The container (usually a view) this element belongs to. UIKit holds it weakly. An element
    /// placed in its container's space moves with the container it is given, so a new container
    /// is reported as a change to what VoiceOver walks.
    open weak var accessibilityContainer: AnyObject? {
        didSet { if accessibilityContainer !== oldValue { accessibilityTreeDidChange() } }
    }

    /// The element's frame in its container's coordinates. When set, `accessibilityFrame`
    /// follows the container wherever it moves.
    open var accessibilityFrameInContainerSpace: CGRect = .zero {
        didSet {
            usesContainerSpace = true
            accessibilityTreeDidChange()
        }
    }
    private var usesContainerSpace = false
    /// CellKit's own: whether `accessibilityFrame` is worked out from
    /// `accessibilityFrameInContainerSpace` (and so moves with its container view), not a frame
    /// set on the screen.
    package var isFrameInContainerSpace: Bool { usesContainerSpace && accessibilityContainer is UIView }
    private var explicitFrame: CGRect?

    public init(accessibilityContainer container: Any) {
        // A view or another element (a responder) is kept as it is: `as AnyObject`'s general
        // bridging, which would box a value, is slow on Linux and ran for every cell of a long
        // data table.
        accessibilityContainer = (container as? UIResponder) ?? (container as AnyObject)
        super.init()
        isAccessibilityElement = true
    }

    open override var accessibilityFrame: CGRect {
        get {
            if usesContainerSpace, let view = accessibilityContainer as? UIView {
                return view.screenRect(for: accessibilityFrameInContainerSpace)
            }
            return explicitFrame ?? .zero
        }
        set {
            explicitFrame = newValue
            usesContainerSpace = false
            accessibilityTreeDidChange()
        }
    }
}
