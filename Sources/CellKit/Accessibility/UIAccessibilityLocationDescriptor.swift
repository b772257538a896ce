import Foundation

/// A named point in a view where VoiceOver can start a drag or drop one. The view must be the
/// one that hosts the drag or drop interaction, as the talk insists.
@MainActor
public final class UIAccessibilityLocationDescriptor: NSObject {
    /// What VoiceOver speaks for this drag source or drop point.
    public var attributedName: NSAttributedString {
        if let givenAttributedName { return givenAttributedName }
        let made = NSAttributedString(string: name)
        givenAttributedName = made
        return made
    }
    /// The attributed name given, or made when first asked for: a descriptor made from a plain
    /// name (VoiceOver's default one, for every row of a long table) rarely needs it.
    private var givenAttributedName: NSAttributedString?
    /// The point, in `view`'s coordinates.
    public let point: CGPoint
    /// The view that hosts the interaction. Weak, as in UIKit (through a `ViewReference`): a
    /// descriptor whose view is gone is ignored.
    public var view: UIView? { viewReference.view }
    private let viewReference: ViewReference

    /// The plain text of `attributedName`.
    public let name: String

    public init(attributedName: NSAttributedString, point: CGPoint, in view: UIView) {
        givenAttributedName = attributedName
        name = attributedName.string
        self.point = point
        viewReference = ViewReference(view)
        super.init()
    }

    public init(name: String, point: CGPoint, in view: UIView) {
        self.name = name
        self.point = point
        viewReference = ViewReference(view)
        super.init()
    }

    /// A descriptor at the view's activation point (its centre unless set), in the view's
    /// coordinates.
    public convenience init(name: String, view: UIView) {
        // Without a trip to the screen and back when the point is in the view's own terms.
        let point = view.activationPointInBounds ?? view.pointFromScreen(view.accessibilityActivationPoint)
        self.init(name: name, point: point, in: view)
    }
}
