import Foundation
import RotorOutput

/// A rectangle that takes part in Auto Layout without being a view: a spacer between views, or
/// a view's margins (`layoutMarginsGuide`) and safe area (`safeAreaLayoutGuide`). Add one to a
/// view with `addLayoutGuide(_:)`, then constrain its anchors like a view's.
@preconcurrency @MainActor
open class UILayoutGuide: NSObject {
    /// The view the guide was added to.
    open internal(set) var owningView: UIView? {
        get { owningReference.view }
        set { owningReference = ViewReference(newValue) }
    }
    // Views are held without Swift's `weak` (`ViewReference`).
    private var owningReference = ViewReference(nil)

    /// A name for the guide, shown in constraint descriptions.
    open var identifier: String = ""

    /// What a system guide follows: the owning view's margins or safe area, the readable width
    /// within its margins, the keyboard's top (the safe area's bottom: no keyboard shows), a
    /// scroll view's frame or its content. A guide made in code (`.free`) is placed by its
    /// constraints; `.readableContent` and `.scrollContent` are solved like one, with the
    /// engine's own constraints.
    enum Role { case free, margins, safeArea, readableContent, keyboard, scrollFrame, scrollContent, following }
    let role: Role

    /// A guide placed by the constraints you give it; add it to a view with `addLayoutGuide(_:)`.
    public override init() {
        role = .free
        super.init()
    }

    init(role: Role, owningView: UIView) {
        self.role = role
        owningReference = ViewReference(owningView)
        super.init()
        identifier = switch role {
        case .free: ""
        case .margins: "UIViewLayoutMarginsGuide"
        case .safeArea: "UIViewSafeAreaLayoutGuide"
        case .readableContent: "UIViewReadableContentGuide"
        case .keyboard: "UIViewKeyboardLayoutGuide"
        case .scrollFrame: "UIScrollView-frameLayoutGuide"
        case .scrollContent: "UIScrollView-contentLayoutGuide"
        case .following: ""
        }
    }

    /// A guide of `owningView` that is always `view`'s frame (a list content view's text guide).
    init(following view: UIView, owningView: UIView, identifier: String) {
        role = .following
        followedReference = ViewReference(view)
        owningReference = ViewReference(owningView)
        super.init()
        self.identifier = identifier
    }

    /// The view a `.following` guide is the frame of.
    var followedView: UIView? {
        get { followedReference.view }
        set { followedReference = ViewReference(newValue) }
    }
    private var followedReference = ViewReference(nil)

    /// Whether the guide has variables of its own in the engine.
    var isSolved: Bool { role == .free || role == .readableContent || role == .scrollContent }

    /// The guide's rectangle in its owning view's coordinates, from the last layout pass.
    open var layoutFrame: CGRect {
        guard let owningView else { return .zero }
        owningView.layoutIfNeeded()
        let bounds = CGRect(origin: .zero, size: owningView.bounds.size)
        switch role {
        case .margins: return bounds.inset(by: owningView.layoutMargins)
        case .safeArea: return bounds.inset(by: owningView.safeAreaInsets)
        case .scrollFrame: return bounds
        case .keyboard:
            let safe = bounds.inset(by: owningView.safeAreaInsets)
            return CGRect(x: safe.minX, y: safe.maxY, width: safe.width, height: 0)
        case .readableContent where owningView.layoutState?.isInEngine != true:
            return Self.readableFrame(in: bounds.inset(by: owningView.layoutMargins))
        case .following:
            guard let followed = followedView else { return .zero }
            return followed.convert(followed.bounds, to: owningView)
        case .free, .readableContent, .scrollContent: return solvedFrame
        }
    }

    /// [sim] The widest a line of text is kept for reading, in points: 672, the width of
    /// `readableContentGuide` Apple's devices give at the default text size in a regular width.
    /// On a phone in portrait (393 points) the margins are narrower, so the guide is the margins.
    static let readableWidth: CGFloat = 672

    /// The readable guide within `margins`: at most `readableWidth` wide, centred.
    static func readableFrame(in margins: CGRect) -> CGRect {
        let width = min(margins.width, readableWidth)
        return CGRect(x: margins.minX + (margins.width - width) / 2, y: margins.minY, width: max(0, width), height: margins.height)
    }

    /// Where the last layout put a free guide, in its owning view's coordinates.
    var solvedFrame: CGRect = .zero

    /// Where the guide's own variables are in its engine's last build (`LayoutEngine`).
    var engineSlot = EngineSlot()

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
    var layoutOwningView: UIView? { role == .following ? followedView : owningView }

    var layoutName: String {
        let owner = owningView?.layoutName ?? "(no view)"
        return identifier.isEmpty ? "UILayoutGuide(\(owner))" : "\(VisibleText.sanitize(identifier))(\(owner))"
    }
}
