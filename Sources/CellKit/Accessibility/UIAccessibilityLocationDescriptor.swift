import Foundation

/// A named point in a view where VoiceOver can start a drag or drop one. The view must be the
/// one that hosts the drag or drop interaction, as the talk insists.
@preconcurrency @MainActor
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

    /// CellKit's own: what the descriptor is for when UIKit made it itself (a table or collection
    /// view cell's drag or drop, in its container); `nil` for one an app made.
    package private(set) var automaticRole: AutomaticDescriptorRole?
    /// CellKit's own: the label of the cell an automatic descriptor was made for, which a screen
    /// reader names it by in its own language.
    package private(set) var automaticLabel = ""
    /// CellKit's own: the interaction an automatic descriptor acts with, when its view hosts
    /// more than one of the kind (a table view's drag, and its reorder controls' while edited).
    package weak var automaticInteraction: UIInteraction?

    /// CellKit's own: whether the descriptor was made with an attributed name, which may carry
    /// attributes (a speech language); one made from a plain name carries none, so a screen
    /// reader need not make its attributed name to look (it does at every swipe onto a row).
    package let isNamedWithAttributes: Bool

    public init(attributedName: NSAttributedString, point: CGPoint, in view: UIView) {
        givenAttributedName = attributedName
        isNamedWithAttributes = true
        name = attributedName.string
        self.point = point
        viewReference = ViewReference(view)
        super.init()
    }

    public init(name: String, point: CGPoint, in view: UIView) {
        self.name = name
        isNamedWithAttributes = false
        self.point = point
        viewReference = ViewReference(view)
        super.init()
    }

    /// CellKit's own: a descriptor UIKit makes itself for a cell labelled `label`, named in
    /// English after its role [sim], at a point in the view hosting the interaction.
    package convenience init(automatic role: AutomaticDescriptorRole, label: String, point: CGPoint, in view: UIView) {
        self.init(name: role.englishName(label: label), point: point, in: view)
        automaticRole = role
        automaticLabel = label
    }

    /// A descriptor at the view's activation point (its centre unless set), in the view's
    /// coordinates.
    public convenience init(name: String, view: UIView) {
        // Without a trip to the screen and back when the point is in the view's own terms.
        let point = view.activationPointInBounds ?? view.pointFromScreen(view.accessibilityActivationPoint)
        self.init(name: name, point: point, in: view)
    }
}
