import Foundation

/// A view that lays out a row or column of views (`arrangedSubviews`) with Auto Layout, as
/// UIKit's does: it makes the constraints (named `UISV-…`, as UIKit names them) in its
/// `updateConstraints()`, and the engine solves them with the rest of the screen's.
///
/// Arranged views are placed by Auto Layout (adding one sets its
/// `translatesAutoresizingMaskIntoConstraints` to false); a hidden one takes no room and no
/// spacing. The stack view's own size follows from its arranged views unless constraints give it
/// one. It draws nothing of its own but its background, and is not an accessibility element:
/// VoiceOver reads its views in their places.
@preconcurrency @MainActor
open class UIStackView: UIView {
    /// The views the stack lays out, in order. Each is also a subview.
    open private(set) var arrangedSubviews: [UIView] = [] {
        didSet { arrangementDidChange() }
    }
    /// The arranged views, to tell whether a view is one without a search: adding each of
    /// 10,000 labels, or changing each one's text, searched the list each time (quadratic).
    @exclusivity(unchecked) private var arrangedIdentities: Set<ObjectIdentifier> = []

    /// The axis the views are laid out along: `.horizontal` (a row, the default) or `.vertical`.
    open var axis: NSLayoutConstraint.Axis = .horizontal {
        didSet { if axis != oldValue { arrangementDidChange() } }
    }

    /// How the views share the stack's length along its axis.
    open var distribution: Distribution = .fill {
        didSet { if distribution != oldValue { arrangementDidChange() } }
    }

    /// Where the views sit across the axis.
    open var alignment: Alignment = .fill {
        didSet { if alignment != oldValue { arrangementDidChange() } }
    }

    /// The space between neighbouring views (the least space, for `equalSpacing` and
    /// `equalCentering`), in cells.
    open var spacing: CGFloat = 0 {
        didSet { if spacing != oldValue { arrangementDidChange() } }
    }

    /// Whether spacing is measured from baselines. Kept; in cells a baseline is a row's edge, so
    /// spacing is measured between the views' edges either way.
    open var isBaselineRelativeArrangement = false {
        didSet { if isBaselineRelativeArrangement != oldValue { arrangementDidChange() } }
    }

    /// Whether the views are laid out inside the stack's layout margins (true) or its edges
    /// (false, the default).
    open var isLayoutMarginsRelativeArrangement = false {
        didSet { if isLayoutMarginsRelativeArrangement != oldValue { arrangementDidChange() } }
    }

    /// Spacing after particular views, in place of `spacing`.
    private var customSpacings: [ObjectIdentifier: CGFloat] = [:] {
        didSet { arrangementDidChange() }
    }

    /// The constraints and spacer guides the stack made for its arrangement, replaced when it changes.
    private var arrangementConstraints: [NSLayoutConstraint] = []
    private var spacerGuides: [UILayoutGuide] = []
    private var needsArrangement = true

    /// A spacing value meaning "use `spacing`", for `setCustomSpacing(_:after:)`.
    public static let spacingUseDefault = CGFloat.greatestFiniteMagnitude
    /// A spacing value meaning "the system spacing": 8 points, 8 cells.
    public static let spacingUseSystem = -CGFloat.greatestFiniteMagnitude

    /// A stack view of the views, in order: each becomes a subview and an arranged view.
    public init(arrangedSubviews views: [UIView]) {
        super.init(frame: .zero)
        for view in views { addArrangedSubview(view) }
    }

    /// An empty horizontal stack view.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// CellKit loads no archives (there are no storyboards): this makes an empty stack view, as
    /// UIKit's initializer (which is not failable for stack views) would for an empty archive.
    public required init(coder: NSCoder) {
        super.init(frame: .zero)
    }

    /// Adds a view to the end of the arranged views (and as a subview, if it is not one).
    open func addArrangedSubview(_ view: UIView) {
        insertArrangedSubview(view, at: arrangedSubviews.count)
    }

    /// Inserts a view among the arranged views at an index (and adds it as a subview, if it is
    /// not one). A view already arranged moves to the index.
    open func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {
        guard view !== self else { return }
        if view.superview !== self { addSubview(view) }
        view.translatesAutoresizingMaskIntoConstraints = false
        // Changed in place: a copy of the list for each view added made adding views quadratic.
        if arrangedIdentities.contains(ObjectIdentifier(view)), let old = arrangedSubviews.firstIndex(where: { $0 === view }) {
            arrangedSubviews.remove(at: old)
        }
        arrangedIdentities.insert(ObjectIdentifier(view))
        arrangedSubviews.insert(view, at: max(0, min(stackIndex, arrangedSubviews.count)))
    }

    /// Stops arranging a view. It stays a subview, as in UIKit: remove it from its superview to
    /// take it off the screen.
    open func removeArrangedSubview(_ view: UIView) {
        guard arrangedIdentities.remove(ObjectIdentifier(view)) != nil else { return }
        arrangedSubviews.removeAll { $0 === view }
    }

    /// Sets the space after an arranged view, in place of `spacing` (`spacingUseDefault` to go back).
    open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {
        if spacing == Self.spacingUseDefault {
            customSpacings.removeValue(forKey: ObjectIdentifier(arrangedSubview))
        } else {
            customSpacings[ObjectIdentifier(arrangedSubview)] = spacing
        }
    }

    /// The space after an arranged view: its custom spacing, or `spacingUseDefault`.
    open func customSpacing(after arrangedSubview: UIView) -> CGFloat {
        customSpacings[ObjectIdentifier(arrangedSubview)] ?? Self.spacingUseDefault
    }

    /// Makes the arrangement's constraints again when something changed, then calls super.
    open override func updateConstraints() {
        if needsArrangement { arrange() }
        super.updateConstraints()
    }

    // MARK: Changes

    private func arrangementDidChange() {
        needsArrangement = true
        setNeedsUpdateConstraints()
    }

    /// An arranged view was hidden or shown, or its intrinsic size changed.
    func arrangedSubviewDidChange(_ view: UIView) {
        guard arrangedIdentities.contains(ObjectIdentifier(view)) else { return }
        arrangementDidChange()
    }

    /// An arranged view is leaving the stack's subviews: UIKit stops arranging it too.
    func arrangedSubviewWillLeave(_ view: UIView) {
        removeArrangedSubview(view)
    }

    // MARK: The constraints

    /// Makes the arrangement's constraints again, in place of the last ones.
    private func arrange() {
        needsArrangement = false
        NSLayoutConstraint.deactivate(arrangementConstraints)
        for guide in spacerGuides { removeLayoutGuide(guide) }
        arrangementConstraints = []
        spacerGuides = []
        var arrangement = StackArrangement(stack: self)
        arrangementConstraints = arrangement.constraints()
        spacerGuides = arrangement.spacers
        for guide in spacerGuides { addLayoutGuide(guide) }
        for constraint in arrangementConstraints { addConstraint(constraint) }
    }

    /// The space after the view at an index of the visible views.
    func spacing(after view: UIView) -> CGFloat {
        let custom = customSpacing(after: view)
        if custom == Self.spacingUseDefault { return spacing == Self.spacingUseSystem ? LayoutSpacing.system : spacing }
        return custom == Self.spacingUseSystem ? LayoutSpacing.system : custom
    }
}
