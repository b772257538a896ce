import Foundation

/// A container of side-by-side columns (a sidebar or list beside its detail), as UIKit's: the
/// classic two view controllers (`viewControllers`), or, from iOS 14, columns set with
/// `setViewController(_:for:)`, each wrapped in a navigation controller when it is not one.
///
/// CellKit's own choices:
/// - [sim] Whether the interface is collapsed follows the simulated device, once: a phone's
///   compact width collapses it (showing the compact column, else the primary), a pad's regular
///   width shows the columns the display mode asks for, side by side. A screen never changes
///   size, so it never collapses or expands later.
/// - [sim] `.automatic` shows the primary beside the secondary (two columns), or the supplementary
///   beside the secondary (three columns) when the width is under 1,000 points, all three when
///   wider; an "over" mode is drawn as its "beside" mode. The primary and supplementary columns
///   are `preferredPrimaryColumnWidth` (or its fraction) wide, else 320 points, and never more
///   than two fifths of the width.
/// - [sim] Each column's elements are read together, primary first (`SplitColumnView`).
@preconcurrency @MainActor
open class UISplitViewController: UIViewController {
    /// The columns the controller has.
    public let style: Style
    /// Told when the display mode changes and columns show or hide.
    open weak var delegate: (any UISplitViewControllerDelegate)?

    /// The app's view controller for each column (column style).
    private var columnControllers: [Column: UIViewController] = [:]
    /// The child shown in each column: the app's, or the navigation controller wrapping it.
    private var columnChildren: [Column: UIViewController] = [:]
    /// The classic style's view controllers.
    private var classicControllers: [UIViewController] = []
    private var columnViews: [Column: SplitColumnView] = [:]

    /// A split view controller with columns (iOS 14).
    public init(style: Style) {
        self.style = style
        super.init(nibName: nil, bundle: nil)
    }

    /// A classic split view controller (`viewControllers` are the primary and the secondary).
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        style = .unspecified
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    public required init?(coder: NSCoder) {
        style = .unspecified
        super.init(coder: coder)
    }

    // MARK: Settings

    /// The display mode asked for.
    open var preferredDisplayMode: DisplayMode = .automatic {
        didSet { displayModeMayHaveChanged(from: resolvedMode(preferredDisplayMode: oldValue)) }
    }
    /// The display mode shown now.
    open var displayMode: DisplayMode { isCollapsed ? .secondaryOnly : resolvedMode(preferredDisplayMode: preferredDisplayMode) }
    /// How the columns share the width asked for. Kept: columns tile.
    open var preferredSplitBehavior: SplitBehavior = .automatic
    /// How the columns share the width: side by side.
    open var splitBehavior: SplitBehavior { .tile }
    /// The primary column's width asked for; `automaticDimension` for the system's.
    open var preferredPrimaryColumnWidth: CGFloat = UISplitViewController.automaticDimension {
        didSet { storedView?.setNeedsLayout() }
    }
    /// The primary column's width asked for, as a fraction of the whole.
    open var preferredPrimaryColumnWidthFraction: CGFloat = UISplitViewController.automaticDimension {
        didSet { storedView?.setNeedsLayout() }
    }
    open var minimumPrimaryColumnWidth: CGFloat = UISplitViewController.automaticDimension
    open var maximumPrimaryColumnWidth: CGFloat = UISplitViewController.automaticDimension
    /// The supplementary column's width asked for (three columns).
    open var preferredSupplementaryColumnWidth: CGFloat = UISplitViewController.automaticDimension
    open var preferredSupplementaryColumnWidthFraction: CGFloat = UISplitViewController.automaticDimension
    /// The primary column's width now.
    open var primaryColumnWidth: CGFloat { sideWidth(preferred: preferredPrimaryColumnWidth, fraction: preferredPrimaryColumnWidthFraction) }
    /// The supplementary column's width now.
    open var supplementaryColumnWidth: CGFloat {
        sideWidth(preferred: preferredSupplementaryColumnWidth, fraction: preferredSupplementaryColumnWidthFraction)
    }
    /// Which edge the primary column is on.
    open var primaryEdge: PrimaryEdge = .leading {
        didSet { storedView?.setNeedsLayout() }
    }
    /// Whether a swipe shows the primary column. Kept: Rotor's finger does not swipe.
    open var presentsWithGesture = true
    /// Whether a button shows only the secondary. Kept.
    open var showsSecondaryOnlyButton = false
    /// The primary column's background. Kept.
    open var primaryBackgroundStyle: BackgroundStyle = .none

    /// Whether only one column shows: on a phone's compact width. The device is read when the
    /// controller is made, as CellKit's other device-dependent defaults are, so a scene's device
    /// holds after the scene is built.
    open var isCollapsed: Bool { madeOnPhone }
    private let madeOnPhone = UIDevice.current.userInterfaceIdiom == .phone

    // MARK: View controllers

    /// The view controllers of the columns, in order: the classic style's two, or the columns'
    /// (wrapped in navigation controllers). Setting them sets the primary and the secondary (and
    /// the supplementary between them in a three-column controller).
    open var viewControllers: [UIViewController] {
        get {
            guard style != .unspecified else { return classicControllers }
            return orderedColumns.compactMap { columnChildren[$0] }
        }
        set {
            guard style != .unspecified else { return setClassic(newValue) }
            let columns: [Column] = style == .tripleColumn ? [.primary, .supplementary, .secondary] : [.primary, .secondary]
            for (column, controller) in zip(columns, newValue) { setViewController(controller, for: column) }
        }
    }

    /// The view controller set for a column; nil for none (or in the classic style).
    open func viewController(for column: Column) -> UIViewController? {
        columnControllers[column]
    }

    /// Sets a column's view controller (iOS 14); one that is not a navigation controller is
    /// wrapped in one, as UIKit wraps it. Ignored in the classic style, as UIKit ignores it.
    open func setViewController(_ vc: UIViewController?, for column: Column) {
        guard style != .unspecified, column != .inspector, style == .tripleColumn || column != .supplementary else { return }
        let old = columnChildren[column]
        let child = vc.map { $0 as? UINavigationController ?? UINavigationController(rootViewController: $0) }
        columnControllers[column] = vc
        columnChildren[column] = child
        replace(old, with: child)
    }

    private func setClassic(_ controllers: [UIViewController]) {
        let old = classicControllers
        classicControllers = Array(controllers.prefix(2))
        for controller in old where !classicControllers.contains(where: { $0 === controller }) { replace(controller, with: nil) }
        for controller in classicControllers where !old.contains(where: { $0 === controller }) { replace(nil, with: controller) }
    }

    /// Swaps a child, running its containment and appearance callbacks when shown.
    private func replace(_ old: UIViewController?, with new: UIViewController?) {
        guard old !== new else { return }
        old?.willMove(toParent: nil)
        if let new { addChild(new) }
        let leaving = old?.storedView?.superview is SplitColumnView ? old : nil
        Self.transition(from: leaving, to: shown(new) ? new : nil, animated: false, shown: isShownOrShowing) {
            leaving?.storedView?.removeFromSuperview()
            installShownChildren()
        }
        old?.removeFromParent()
        new?.didMove(toParent: self)
        storedView?.setNeedsLayout()
    }

    /// Shows a column (iOS 14): changes the display mode so that it shows.
    open func show(_ column: Column) {
        guard !isCollapsed else { return }
        delegate?.splitViewController(self, willShow: column)
        switch column {
        case .primary: preferredDisplayMode = style == .tripleColumn ? .twoBesideSecondary : .oneBesideSecondary
        case .supplementary: if displayMode == .secondaryOnly { preferredDisplayMode = .oneBesideSecondary }
        default: break
        }
    }

    /// Hides a column (iOS 14): changes the display mode so that it hides.
    open func hide(_ column: Column) {
        guard !isCollapsed else { return }
        delegate?.splitViewController(self, willHide: column)
        switch column {
        case .primary: preferredDisplayMode = style == .tripleColumn ? .oneBesideSecondary : .secondaryOnly
        case .supplementary: preferredDisplayMode = .secondaryOnly
        default: break
        }
    }

    /// Shows a detail: in the secondary column when expanded; when collapsed, pushed on the
    /// shown navigation controller (or presented), as UIKit does.
    open override func showDetailViewController(_ vc: UIViewController, sender: Any?) {
        if isCollapsed {
            if let navigation = shownColumns.compactMap({ child(of: $0) as? UINavigationController }).first {
                navigation.pushViewController(vc, animated: true)
            } else {
                present(vc, animated: true)
            }
        } else if style == .unspecified {
            setClassic([classicControllers.first, vc].compactMap { $0 })
        } else {
            setViewController(vc, for: .secondary)
        }
    }

    // MARK: Columns shown

    private var orderedColumns: [Column] {
        style == .tripleColumn ? [.primary, .supplementary, .secondary, .compact] : [.primary, .secondary, .compact]
    }

    private func child(of column: Column) -> UIViewController? {
        guard style == .unspecified else { return columnChildren[column] }
        switch column {
        case .primary: return classicControllers.first
        case .secondary: return classicControllers.count > 1 ? classicControllers[1] : nil
        default: return nil
        }
    }

    private func resolvedMode(preferredDisplayMode mode: DisplayMode) -> DisplayMode {
        guard mode == .automatic else { return mode }
        guard style == .tripleColumn else { return .oneBesideSecondary }
        return (storedView?.bounds.width ?? 0) >= 1000 ? .twoBesideSecondary : .oneBesideSecondary
    }

    /// The columns on screen, leading first.
    var shownColumns: [Column] {
        if isCollapsed {
            if child(of: .compact) != nil { return [.compact] }
            return child(of: .primary) != nil ? [.primary] : [.secondary]
        }
        let mode = displayMode
        let columns: [Column] = switch mode {
        case .secondaryOnly: [.secondary]
        case .twoBesideSecondary, .twoOverSecondary, .twoDisplaceSecondary:
            style == .tripleColumn ? [.primary, .supplementary, .secondary] : [.primary, .secondary]
        default: style == .tripleColumn ? [.supplementary, .secondary] : [.primary, .secondary]
        }
        return columns.filter { child(of: $0) != nil }
    }

    private func shown(_ controller: UIViewController?) -> Bool {
        guard let controller else { return false }
        return shownColumns.contains { child(of: $0) === controller }
    }

    private func displayModeMayHaveChanged(from old: DisplayMode) {
        let new = displayMode
        guard new != old else { return }
        delegate?.splitViewController(self, willChangeTo: new)
        guard let container = storedView else { return }
        let before = Set(container.subviews.compactMap { ($0 as? SplitColumnView)?.subviews.first }.map(ObjectIdentifier.init))
        installShownChildren()
        for column in orderedColumns {
            guard let controller = child(of: column), let view = controller.storedView,
                  before.contains(ObjectIdentifier(view)), !shown(controller) else { continue }
            Self.transition(from: controller, to: nil, animated: false, shown: isShownOrShowing) { view.removeFromSuperview() }
        }
        container.setNeedsLayout()
        UIViewController.postScreenChanged(in: container.window)
    }

    private func sideWidth(preferred: CGFloat, fraction: CGFloat) -> CGFloat {
        let whole = storedView?.bounds.width ?? 0
        var width: CGFloat = 320
        if preferred != Self.automaticDimension, preferred.isFinite, preferred > 0 {
            width = preferred
        } else if fraction != Self.automaticDimension, fraction.isFinite, fraction > 0 {
            width = whole * min(fraction, 1)
        }
        return min(width, whole * 0.4)
    }

    // MARK: Views

    open override func loadView() {
        view = UIView(frame: proposedViewFrame ?? .zero)
    }

    override func installShownChildren() {
        guard let container = storedView else { return }
        for column in shownColumns {
            guard let controller = child(of: column) else { continue }
            let holder = columnViews[column] ?? SplitColumnView(column: column)
            columnViews[column] = holder
            if holder.superview !== container { container.addSubview(holder) }
            controller.loadView(placedIn: CGRect(origin: .zero, size: holder.bounds.size))
            if let view = controller.storedView, view.superview !== holder { holder.addSubview(view) }
        }
        for (column, holder) in columnViews where !shownColumns.contains(column) { holder.removeFromSuperview() }
    }

    override func layOutContainedViews() {
        guard let container = storedView else { return }
        let bounds = container.bounds
        let columns = shownColumns
        var frames: [Column: CGRect] = [:]
        var x: CGFloat = 0
        for column in columns {
            let width = column == columns.last ? max(0, bounds.width - x)
                : column == .primary ? primaryColumnWidth : supplementaryColumnWidth
            frames[column] = CGRect(x: x, y: 0, width: width, height: bounds.height)
            x += width
        }
        if primaryEdge == .trailing {
            for (column, frame) in frames { frames[column] = CGRect(x: bounds.width - frame.maxX, y: 0, width: frame.width, height: frame.height) }
        }
        for column in columns {
            guard let holder = columnViews[column], let frame = frames[column] else { continue }
            if holder.frame != frame { holder.frame = frame }
            child(of: column)?.place(in: CGRect(origin: .zero, size: frame.size))
        }
    }
}

extension UIViewController {
    /// The split view controller this view controller is in, if any.
    public var splitViewController: UISplitViewController? {
        nearestContainer(of: UISplitViewController.self)
    }
}
