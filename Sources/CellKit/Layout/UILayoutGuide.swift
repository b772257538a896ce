import Foundation
import RotorOutput

/// A rectangle that takes part in Auto Layout without being a view: a spacer between views, or
/// a view's margins (`layoutMarginsGuide`) and safe area (`safeAreaLayoutGuide`). Add one to a
/// view with `addLayoutGuide(_:)`, then constrain its anchors like a view's.
@preconcurrency @MainActor
open class UILayoutGuide: NSObject {
    /// The view the guide was added to.
    open internal(set) weak var owningView: UIView?

    /// A name for the guide, shown in constraint descriptions.
    open var identifier: String = ""

    /// What a system guide follows: the owning view's margins or safe area. A guide made in
    /// code (`.free`) is placed by its constraints.
    enum Role { case free, margins, safeArea }
    let role: Role

    /// A guide placed by the constraints you give it; add it to a view with `addLayoutGuide(_:)`.
    public override init() {
        role = .free
        super.init()
    }

    init(role: Role, owningView: UIView) {
        self.role = role
        self.owningView = owningView
        super.init()
        identifier = role == .margins ? "UIViewLayoutMarginsGuide" : "UIViewSafeAreaLayoutGuide"
    }

    /// The guide's rectangle in its owning view's coordinates, from the last layout pass.
    open var layoutFrame: CGRect {
        guard let owningView else { return .zero }
        owningView.layoutIfNeeded()
        let bounds = CGRect(origin: .zero, size: owningView.bounds.size)
        switch role {
        case .margins: return bounds.inset(by: owningView.layoutMargins)
        case .safeArea: return bounds.inset(by: owningView.safeAreaInsets)
        case .free: return solvedFrame
        }
    }

    /// Where the last layout put a free guide, in its owning view's coordinates.
    var solvedFrame: CGRect = .zero

    /// The leading edge (the left: CellKit lays out left to right).
    open var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .leading) }
    /// The trailing edge (the right).
    open var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .trailing) }
    /// The left edge.
    open var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .left) }
    /// The right edge.
    open var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .right) }
    /// The top edge.
    open var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .top) }
    /// The bottom edge.
    open var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .bottom) }
    /// The width.
    open var widthAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .width) }
    /// The height.
    open var heightAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .height) }
    /// The horizontal centre.
    open var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .centerX) }
    /// The vertical centre.
    open var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .centerY) }
}

extension UILayoutGuide: LayoutItem {
    var layoutOwningView: UIView? { owningView }

    var layoutName: String {
        let owner = owningView?.layoutName ?? "(no view)"
        return identifier.isEmpty ? "UILayoutGuide(\(owner))" : "\(VisibleText.sanitize(identifier))(\(owner))"
    }
}
