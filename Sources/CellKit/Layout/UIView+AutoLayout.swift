import Foundation

/// Auto Layout on every view: anchors, constraints, layout guides, margins, and the priorities
/// with which a view keeps its intrinsic content size. What UIKit lets subclasses override
/// (`intrinsicContentSize`, `updateConstraints()`, `layoutMargins`) is declared in `UIView` itself.
extension UIView {
    /// A width or height for a view that has none of its own (`intrinsicContentSize`): -1.
    public static let noIntrinsicMetric: CGFloat = -1

    /// The smallest size `systemLayoutSizeFitting(_:)` can give.
    public static let layoutFittingCompressedSize = CGSize(width: 0, height: 0)
    /// The largest size `systemLayoutSizeFitting(_:)` can give.
    public static let layoutFittingExpandedSize = CGSize(width: 1_000_000, height: 1_000_000)

    /// The view's Auto Layout state, if it has taken part.
    var layoutState: ViewLayoutState? { bookkeeping.layoutState }

    /// The view's Auto Layout state, made now if it has none.
    var madeLayoutState: ViewLayoutState {
        if let state = bookkeeping.layoutState { return state }
        let made = ViewLayoutState()
        bookkeeping.layoutState = made
        // True until it first runs, as UIKit runs it once for each view that uses Auto Layout.
        bookkeeping.needsUpdateConstraints = true
        return made
    }

    // MARK: Anchors

    /// The leading edge (the left: CellKit lays out left to right).
    public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .leading) }
    /// The trailing edge (the right).
    public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .trailing) }
    /// The left edge.
    public var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .left) }
    /// The right edge.
    public var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .right) }
    /// The top edge.
    public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .top) }
    /// The bottom edge.
    public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .bottom) }
    /// The width.
    public var widthAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .width) }
    /// The height.
    public var heightAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .height) }
    /// The horizontal centre.
    public var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .centerX) }
    /// The vertical centre.
    public var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .centerY) }
    /// The first line of text's baseline; in cells, the view's top (`NSLayoutConstraint.Attribute`).
    public var firstBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .firstBaseline) }
    /// The last line of text's baseline; in cells, the view's bottom (`NSLayoutConstraint.Attribute`).
    public var lastBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .lastBaseline) }

    // MARK: Constraints

    /// The constraints installed on this view, in the order they were added.
    public var constraints: [NSLayoutConstraint] { layoutState?.constraints ?? [] }

    /// Installs a constraint on this view, which must be a common ancestor of its items (its own
    /// view for a size constant). `isActive = true` finds that view for you.
    public func addConstraint(_ constraint: NSLayoutConstraint) {
        if let owner = constraint.ownerView {
            if owner === self { return }
            owner.removeConstraint(constraint)
        }
        madeLayoutState.constraints.append(constraint)
        constraint.ownerView = self
        LayoutEngine.invalidate(from: self, .constraint(constraint))
    }

    /// Installs each constraint on this view (`addConstraint(_:)`).
    public func addConstraints(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { addConstraint(constraint) }
    }

    /// Takes a constraint off this view: it is no longer active.
    public func removeConstraint(_ constraint: NSLayoutConstraint) {
        guard constraint.ownerView === self, let state = layoutState else { return }
        state.constraints.removeAll { $0 === constraint }
        constraint.ownerView = nil
        LayoutEngine.invalidate(from: self, .constraint(constraint))
    }

    /// Takes each constraint off this view (`removeConstraint(_:)`).
    public func removeConstraints(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { removeConstraint(constraint) }
    }

    /// Called by a constraint installed here when its constant or priority changes.
    func layoutConstraintDidChange(_ constraint: NSLayoutConstraint) {
        LayoutEngine.invalidate(from: self, .constraint(constraint))
    }

    /// Called by a constraint installed here when its constant changes: the engine changes the
    /// constant in place.
    func layoutConstraintConstantDidChange(_ constraint: NSLayoutConstraint) {
        LayoutEngine.invalidate(from: self, .constant(constraint))
    }

    // MARK: Update pass

    /// Asks for `updateConstraints()` before the next layout.
    final func baseSetNeedsUpdateConstraints() {
        _ = madeLayoutState
        bookkeeping.needsUpdateConstraints = true
        LayoutEngine.invalidate(from: self, .updateConstraints(self))
    }

    /// Whether `updateConstraints()` is due before the next layout.
    final func baseNeedsUpdateConstraints() -> Bool {
        bookkeeping.needsUpdateConstraints
    }

    /// Runs `updateConstraints()` now, on this view and the views below it that need it
    /// (subviews first, as UIKit's update pass goes from the bottom up).
    final func baseUpdateConstraintsIfNeeded() {
        var due: [UIView] = []
        var pending: [UIView] = [self]
        while let view = pending.popLast() {
            if view.bookkeeping.needsUpdateConstraints { due.append(view) }
            pending.append(contentsOf: view.subviews)
        }
        for view in due.reversed() where view.bookkeeping.needsUpdateConstraints {
            view.bookkeeping.needsUpdateConstraints = false
            view.updateConstraints()
        }
    }

    // MARK: Content size priorities

    /// How much the view resists growing beyond its intrinsic size along an axis: 250 unless set
    /// (a switch's is 750, as UIKit's).
    final func baseContentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        guard let state = layoutState else { return .defaultLow }
        return axis == .horizontal ? state.horizontalHugging : state.verticalHugging
    }

    /// Sets how much the view resists growing beyond its intrinsic size along an axis.
    final func baseSetContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        let state = madeLayoutState
        if axis == .horizontal { state.horizontalHugging = priority } else { state.verticalHugging = priority }
        LayoutEngine.invalidate(from: self, .intrinsicSize(self))
    }

    /// How much the view resists shrinking below its intrinsic size along an axis: 750 unless set.
    final func baseContentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        guard let state = layoutState else { return .defaultHigh }
        return axis == .horizontal ? state.horizontalCompressionResistance : state.verticalCompressionResistance
    }

    /// Sets how much the view resists shrinking below its intrinsic size along an axis.
    final func baseSetContentCompressionResistancePriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        let state = madeLayoutState
        if axis == .horizontal {
            state.horizontalCompressionResistance = priority
        } else {
            state.verticalCompressionResistance = priority
        }
        LayoutEngine.invalidate(from: self, .intrinsicSize(self))
    }

    /// Tells the layout that `intrinsicContentSize` has changed (a label's text, a button's title):
    /// the next layout pass reads it again.
    final func baseInvalidateIntrinsicContentSize() {
        guard layoutState?.isInEngine == true || superview is UIStackView else { return }
        LayoutEngine.invalidate(from: self, .intrinsicSize(self))
        (superview as? UIStackView)?.arrangedSubviewDidChange(self)
    }

    // MARK: Guides and margins

    /// The guide that follows the view's layout margins.
    public var layoutMarginsGuide: UILayoutGuide {
        let state = madeLayoutState
        if let guide = state.marginsGuide { return guide }
        let made = UILayoutGuide(role: .margins, owningView: self)
        state.marginsGuide = made
        return made
    }

    /// The guide that follows the view's safe area: its bounds, since a terminal has no notch,
    /// bars or home indicator over the view (`safeAreaInsets` is zero).
    public var safeAreaLayoutGuide: UILayoutGuide {
        let state = madeLayoutState
        if let guide = state.safeAreaGuide { return guide }
        let made = UILayoutGuide(role: .safeArea, owningView: self)
        state.safeAreaGuide = made
        return made
    }

    /// The guide for text to be read: the layout margins, at most `UILayoutGuide.readableWidth`
    /// (672 points) wide and centred within them. [sim] On a phone in portrait it is the margins.
    public var readableContentGuide: UILayoutGuide {
        otherGuide(\.readable) { UILayoutGuide(role: .readableContent, owningView: self) }
    }

    /// The guide for the keyboard's space (iOS 15). [sim] Rotor shows no keyboard: the guide is
    /// zero high, its top at the safe area's bottom, as UIKit puts it while the keyboard is off
    /// screen.
    public var keyboardLayoutGuide: UIKeyboardLayoutGuide {
        otherGuide(\.keyboard) { UIKeyboardLayoutGuide(owningView: self) }
    }

    /// One of the guides few views are asked for (`OtherLayoutGuides`): the one kept, or the one
    /// `make` makes, kept from now on.
    func otherGuide<Guide: UILayoutGuide>(_ slot: ReferenceWritableKeyPath<OtherLayoutGuides, Guide?>,
                                          make: () -> Guide) -> Guide {
        let guides = madeOtherGuides
        if let guide = guides[keyPath: slot] { return guide }
        let made = make()
        guides[keyPath: slot] = made
        return made
    }

    /// The guides few views are asked for, made on first use.
    var madeOtherGuides: OtherLayoutGuides {
        let state = madeLayoutState
        if let guides = state.otherGuides { return guides }
        let made = OtherLayoutGuides()
        state.otherGuides = made
        return made
    }

    /// The insets of the safe area from the view's edges: zero in CellKit (nothing covers a
    /// terminal's cells).
    public var safeAreaInsets: UIEdgeInsets { .zero }

    /// CellKit's own (UIKit writes these to the console): what Auto Layout said about this
    /// view's screen, the views joined to it: unsatisfiable constraints and constraints it could
    /// not use. Every view of a screen gives the same log.
    public var layoutMessageLog: LayoutMessageLog { viewTree.layoutMessages }

    /// The guides added to this view.
    public var layoutGuides: [UILayoutGuide] { layoutState?.layoutGuides ?? [] }

    /// Adds a guide, which this view then owns; constrain its anchors like a view's.
    public func addLayoutGuide(_ layoutGuide: UILayoutGuide) {
        guard layoutGuide.role == .free else { return }
        if let previous = layoutGuide.owningView, previous !== self { previous.removeLayoutGuide(layoutGuide) }
        guard layoutGuide.owningView !== self || !(layoutState?.layoutGuides.contains { $0 === layoutGuide } ?? false) else { return }
        madeLayoutState.layoutGuides.append(layoutGuide)
        layoutGuide.owningView = self
        LayoutEngine.invalidate(from: self, .rebuild)
    }

    /// Removes a guide, and the constraints on this view that use it.
    public func removeLayoutGuide(_ layoutGuide: UILayoutGuide) {
        guard let state = layoutState, state.layoutGuides.contains(where: { $0 === layoutGuide }) else { return }
        state.layoutGuides.removeAll { $0 === layoutGuide }
        var current: UIView? = self
        while let view = current {
            for constraint in view.constraints where constraint.firstItem === layoutGuide || constraint.secondItem === layoutGuide {
                view.removeConstraint(constraint)
            }
            current = view.superview
        }
        layoutGuide.owningView = nil
        LayoutEngine.invalidate(from: self, .rebuild)
    }

    /// The layout margins by leading and trailing edge: `layoutMargins` with leading as left
    /// (CellKit lays out left to right).
    public var directionalLayoutMargins: NSDirectionalEdgeInsets {
        get {
            let margins = layoutMargins
            return NSDirectionalEdgeInsets(top: margins.top, leading: margins.left, bottom: margins.bottom, trailing: margins.right)
        }
        set {
            layoutMargins = UIEdgeInsets(top: newValue.top, left: newValue.leading, bottom: newValue.bottom, right: newValue.trailing)
        }
    }

    /// Whether the margins grow to keep content out of the safe area's insets. Kept: the safe
    /// area has no insets in CellKit, so it changes nothing.
    public var insetsLayoutMarginsFromSafeArea: Bool {
        get { layoutState?.insetsLayoutMarginsFromSafeArea ?? true }
        set {
            guard newValue != insetsLayoutMarginsFromSafeArea else { return }
            madeLayoutState.insetsLayoutMarginsFromSafeArea = newValue
            setNeedsLayout()
        }
    }

    /// Whether the view also keeps its superview's margins. Kept; CellKit uses the view's own
    /// margins only.
    public var preservesSuperviewLayoutMargins: Bool {
        get { layoutState?.preservesSuperviewLayoutMargins ?? false }
        set {
            guard newValue != preservesSuperviewLayoutMargins else { return }
            madeLayoutState.preservesSuperviewLayoutMargins = newValue
            setNeedsLayout()
        }
    }

    /// The layout margins stored for the view (UIKit's 8 points, 8 cells, on every side, unless set).
    var storedLayoutMargins: UIEdgeInsets {
        get { layoutState?.layoutMargins ?? LayoutSpacing.defaultMargins }
        set {
            guard newValue != storedLayoutMargins else { return }
            madeLayoutState.layoutMargins = newValue
            LayoutEngine.invalidate(from: self, .rebuild)
        }
    }

    // MARK: Fitting

    /// The height a cell's content view needs at `width` (CellKit's own), as UIKit sizes a
    /// self-sizing cell: content laid out by Auto Layout is fitted to the width (`.required`)
    /// with its height as small as its constraints allow (`.fittingSizeLevel`); a content
    /// configuration's view (`configured`) says what it needs (`sizeThatFits`). `nil` when the
    /// content says nothing, or its constraints give it no height (UIKit then takes the
    /// standard height, taking the collapse as unintended).
    func fittingContentHeight(width: CGFloat, configured: Bool) -> CGFloat? {
        if hasConstraintsInSubtree {
            let fitted = systemLayoutSizeFitting(CGSize(width: width, height: 0), withHorizontalFittingPriority: .required,
                                                 verticalFittingPriority: .fittingSizeLevel)
            return fitted.height > 0 ? fitted.height : nil
        }
        guard configured else { return nil }
        let needed = sizeThatFits(CGSize(width: width, height: 0)).height
        return needed > 0 ? needed : nil
    }

    /// Whether the view or a view below it holds a constraint (CellKit's own): a cell's content
    /// laid out by Auto Layout, which a table sizes by fitting.
    var hasConstraintsInSubtree: Bool {
        var pending: [UIView] = [self]
        while let view = pending.popLast() {
            if !view.constraints.isEmpty { return true }
            pending.append(contentsOf: view.subviews)
        }
        return false
    }

    /// The smallest size that satisfies the view's constraints, as near `targetSize` as they
    /// allow (`layoutFittingCompressedSize` for the smallest): the view laid out alone, by its
    /// subviews' constraints and intrinsic sizes, with its own size at `fittingSizeLevel`.
    final func baseSystemLayoutSizeFitting(_ targetSize: CGSize, horizontal: UILayoutPriority = .fittingSizeLevel,
                                           vertical: UILayoutPriority = .fittingSizeLevel) -> CGSize {
        LayoutEngine.fittingSize(of: self, target: targetSize, horizontal: horizontal, vertical: vertical)
    }
}
