import Foundation

/// The bar at the top of a navigation controller's screen: the back button at the left, the top
/// item's title in the middle, the item's bar button items at the sides. One row of cells.
///
/// VoiceOver reads it as on iOS: the back button as "‹previous title›. Back Button." ("Back
/// Button." alone when there is no previous title, or it is too long to fit beside the title, and
/// UIKit's generic "Back" stands in), the title as a heading, the bar button items as buttons. Activating the back
/// button pops the top item (in a navigation controller, the top view controller).
@preconcurrency @MainActor
open class UINavigationBar: UIView {
    /// What the back button shows when it has no title of its own (UIKit's English).
    static let genericBackTitle = "Back"

    /// Told before and after the stack of items changes. A navigation controller's bar has the
    /// controller as its delegate; do not change it.
    open weak var delegate: (any UINavigationBarDelegate)?

    /// The stack of items, bottom first; the last is shown.
    open var items: [UINavigationItem]? {
        get { storedItems }
        set { setItems(newValue, animated: false) }
    }
    private var storedItems: [UINavigationItem] = []
    /// How many places in the stack each item has (an item may be given twice): it leaves the
    /// bar only when it has none.
    private var itemUses: [ObjectIdentifier: Int] = [:]

    /// The item shown: the last one.
    open var topItem: UINavigationItem? { storedItems.last }

    /// The item under the top one: the back button shows its title.
    open var backItem: UINavigationItem? { storedItems.count > 1 ? storedItems[storedItems.count - 2] : nil }

    /// Whether titles are shown large. CellKit's bar is one row: kept only.
    open var prefersLargeTitles = false {
        didSet { noteChange(.content) }
    }

    /// Whether the bar is translucent. CellKit places content below the bar either way (as UIKit
    /// does with an opaque bar).
    open var isTranslucent = true {
        didSet { noteChange(.content) }
    }

    /// The bar's background colour.
    open var barTintColor: UIColor? {
        didSet { noteChange(.content) }
    }

    private let backButton = NavigationBackButton(frame: .zero)
    private let titleLabel = UILabel(frame: .zero)
    /// The views of the top item's bar button items, left ones left to right, right ones from
    /// the right edge inwards, and the top item's title view; the items they were made for.
    private var leftViews: [UIView] = []
    private var rightViews: [UIView] = []
    private var shownTitleView: UIView?
    private var shownItemIdentities: [ObjectIdentifier] = []
    /// The top item's search controller's bar, shown as a second row.
    private var shownSearchBar: UISearchBar?

    /// CellKit loads no archives (there are no storyboards): this always fails, decoding nothing.
    public required init?(coder: NSCoder) {
        nil
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        titleLabel.accessibilityTraits = [.staticText, .header]
        addSubview(backButton)
        addSubview(titleLabel)
        update()
    }

    /// Replaces the stack of items. Tells the delegate nothing, as in UIKit.
    open func setItems(_ items: [UINavigationItem]?, animated: Bool) {
        replaceItems(from: 0, with: items ?? [])
    }

    /// CellKit's own: replaces the items from `index` up with `newTop` and leaves those below it
    /// alone, so that a push or a pop costs what changes, not the depth of the stack (a
    /// navigation controller pushes and pops this way).
    func replaceItems(from index: Int, with newTop: [UINavigationItem]) {
        let start = min(max(0, index), storedItems.count)
        for item in storedItems[start...] { release(item) }
        storedItems.removeSubrange(start...)
        storedItems.append(contentsOf: newTop)
        for item in newTop {
            itemUses[ObjectIdentifier(item), default: 0] += 1
            item.navigationBar = self
        }
        noteChange(.content)
        update()
    }

    /// An item left one place in the stack; once it is in none, its changes stop reaching the bar.
    private func release(_ item: UINavigationItem) {
        let key = ObjectIdentifier(item)
        let uses = (itemUses[key] ?? 1) - 1
        guard uses <= 0 else {
            itemUses[key] = uses
            return
        }
        itemUses[key] = nil
        if item.navigationBar === self { item.navigationBar = nil }
    }

    /// Pushes an item on top, if the delegate agrees.
    open func pushItem(_ item: UINavigationItem, animated: Bool) {
        guard delegate?.navigationBar(self, shouldPush: item) ?? true else { return }
        replaceItems(from: storedItems.count, with: [item])
        delegate?.navigationBar(self, didPush: item)
    }

    /// Pops the top item, if the delegate agrees, and returns it. A navigation controller's bar
    /// pops its view controller instead (which pops the item) and returns nil.
    @discardableResult
    open func popItem(animated: Bool) -> UINavigationItem? {
        guard let top = topItem, delegate?.navigationBar(self, shouldPop: top) ?? true,
              storedItems.last === top else { return nil }
        replaceItems(from: storedItems.count - 1, with: [])
        delegate?.navigationBar(self, didPop: top)
        return top
    }

    /// The back button was tapped: pop, as UIKit does.
    func backButtonWasTapped() {
        popItem(animated: true)
    }

    /// Whether the back button shows: there is an item under the top one, the top one does not
    /// hide it, and its left items do not replace it.
    var showsBackButton: Bool {
        guard backItem != nil, let top = topItem, !top.hidesBackButton else { return false }
        return (top.leftBarButtonItems ?? []).isEmpty || top.leftItemsSupplementBackButton
    }

    /// An item in the stack changed (its title, its buttons).
    func itemDidChange() {
        update()
    }

    /// A bar button item's title or style changed: its width may have.
    func barItemDidChange() {
        setNeedsLayout()
    }

    /// Shows the top item: the back button, the title, and the bar button items (made again only
    /// when the items themselves changed, so VoiceOver's cursor on one stays).
    private func update() {
        let top = topItem
        backButton.isHidden = !showsBackButton
        titleLabel.text = top?.title
        let titleView = top?.titleView
        titleLabel.isHidden = titleView != nil || (top?.title ?? "").isEmpty
        let left = top?.leftBarButtonItems ?? [], right = top?.rightBarButtonItems ?? []
        // One list, made only when there is something to list: a deep stack's items mostly
        // have no bar button items and no title view.
        var identities: [ObjectIdentifier] = []
        if !left.isEmpty || !right.isEmpty || titleView != nil {
            identities.reserveCapacity(left.count + right.count + 1)
            for item in left { identities.append(ObjectIdentifier(item)) }
            for item in right { identities.append(ObjectIdentifier(item)) }
            if let titleView { identities.append(ObjectIdentifier(titleView)) }
        }
        if identities != shownItemIdentities || titleView !== shownTitleView {
            for view in leftViews + rightViews { view.removeFromSuperview() }
            if let shownTitleView, shownTitleView.superview === self { shownTitleView.removeFromSuperview() }
            leftViews = left.compactMap(view(for:))
            rightViews = right.compactMap(view(for:))
            shownTitleView = titleView
            for view in leftViews + rightViews { addSubview(view) }
            if let titleView { addSubview(titleView) }
            shownItemIdentities = identities
        }
        let searchBar = top?.searchController?.searchBar
        if searchBar !== shownSearchBar {
            if let shownSearchBar, shownSearchBar.superview === self { shownSearchBar.removeFromSuperview() }
            shownSearchBar = searchBar
            if let searchBar { addSubview(searchBar) }
            // The bar's height changed: what holds it lays its content out again.
            superview?.setNeedsLayout()
        }
        refreshBackLabel()
        setNeedsLayout()
    }

    /// CellKit's own: the height the bar takes, in points: a bar's, and a search bar's below it.
    var barHeight: CGFloat {
        let system = systemMetrics
        return system.navigationBarHeight + (shownSearchBar.map { $0.sizeThatFits(.zero).height } ?? 0)
    }

    /// The view that shows a bar button item: its custom view, or a button; none for a space.
    private func view(for item: UIBarButtonItem) -> UIView? {
        item.navigationBar = self
        if let custom = item.customView { return custom }
        return item.isSpace ? nil : BarButtonItemButton(item: item)
    }

    /// The back button's title: the back item's back button title (or its back bar button item's
    /// title, or its title), unless it asks for the generic one, has none, or is too long: then
    /// UIKit's generic "Back". [sim] "Too long": it would not fit between the bar's left edge and
    /// the centred title, where UIKit shortens it.
    private func backTitle(titleWidth: Int, metrics: CellMetrics) -> String {
        let generic = Self.genericBackTitle
        guard let back = backItem, back.backButtonDisplayMode != .generic else { return generic }
        let candidate = back.backBarButtonItem?.title ?? back.backButtonTitle ?? back.title
        guard let candidate else { return generic }
        let measure = TitleMeasure.of(candidate, keptIn: &back.keptBackTitleMeasure)
        guard !measure.isBlank else { return generic }
        let width = metrics.wholeColumns(bounds.width)
        let room = titleWidth == 0 ? width / 2 : (width - titleWidth) / 2 - 1
        return measure.columns + 2 <= room ? candidate : generic
    }

    /// Lays out one row: the back button and left items from the left edge, the right items from
    /// the right edge, the title centred between them.
    open override func layoutSubviews() {
        // The screen's metrics and the title's width are worked out once for the whole row:
        // each asked of a view walks up to its window, and a deep stack's tour lays the bar out
        // at each of its 40,000 screens.
        let metrics = cellMetrics, system = SystemMetrics(metrics), row = system.navigationBarHeight, gap = system.column
        let titleColumns = shownTitleWidth(metrics: metrics)
        let titleWidth = system.cells.width(ofColumns: titleColumns)
        refreshBackLabel(titleColumns: titleColumns, metrics: metrics)
        var left: CGFloat = 0
        if !backButton.isHidden {
            // The back button is in the bar's window: the bar's metrics are its own.
            let fitting = metrics.width(ofColumns: CharacterWidth.of(backButton.shownText))
            setFrame(CGRect(x: 0, y: 0, width: min(fitting, bounds.width), height: row), of: backButton)
            left = backButton.frame.maxX + gap
        }
        for view in leftViews {
            let width = fittingWidth(of: view, column: gap)
            setFrame(CGRect(x: left, y: 0, width: width, height: row), of: view)
            left += width + gap
        }
        var right = bounds.width
        for view in rightViews {
            let width = fittingWidth(of: view, column: gap)
            right -= width
            setFrame(CGRect(x: max(0, right), y: 0, width: width, height: row), of: view)
            right -= gap
        }
        let centred = system.cells.centredStart(of: titleWidth, across: bounds.width)
        let x = max(centred, left)
        let frame = CGRect(x: x, y: 0, width: max(0, min(titleWidth, right - x)), height: row)
        setFrame(frame, of: shownTitleView ?? titleLabel)
        if let shownSearchBar {
            let height = shownSearchBar.sizeThatFits(.zero).height
            setFrame(CGRect(x: 0, y: row, width: bounds.width, height: max(0, min(height, bounds.height - row))),
                     of: shownSearchBar)
        }
    }

    /// How many columns the title (or the title view) takes.
    private func shownTitleWidth(metrics: CellMetrics) -> Int {
        if let shownTitleView { return max(1, metrics.wholeColumns(shownTitleView.frame.width)) }
        guard !titleLabel.isHidden else { return 0 }
        let title = titleLabel.text ?? ""
        guard let top = topItem else { return TitleMeasure(title).columns }
        return TitleMeasure.of(title, keptIn: &top.keptTitleMeasure).columns
    }

    /// Gives the back button its title for the bar's width now.
    private func refreshBackLabel() {
        let metrics = cellMetrics
        refreshBackLabel(titleColumns: shownTitleWidth(metrics: metrics), metrics: metrics)
    }

    /// The same, with the title's width and the screen's metrics already worked out.
    private func refreshBackLabel(titleColumns: Int, metrics: CellMetrics) {
        let label = backTitle(titleWidth: titleColumns, metrics: metrics)
        if backButton.accessibilityLabel != label { backButton.accessibilityLabel = label }
    }

    /// `column`: the width of one column on the bar's screen (`SystemMetrics.column`).
    private func fittingWidth(of view: UIView, column: CGFloat) -> CGFloat {
        if let button = view as? BarButtonItemButton { return max(column, button.fittingWidth) }
        return max(column, view.frame.width)
    }

    private func setFrame(_ frame: CGRect, of view: UIView) {
        if view.frame != frame { view.frame = frame }
    }

    open override func draw(_ rect: CGRect, in context: CellContext) {
        if let barTintColor {
            context.fill(bounds, style: CellStyle(background: barTintColor.cellColor))
        }
    }
}
