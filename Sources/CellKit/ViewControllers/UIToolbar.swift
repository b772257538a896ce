import Foundation

/// A bar of buttons, usually at the bottom of a screen, as UIKit's `UIToolbar`. Its items are
/// bar button items: buttons, views of the app's own, and fixed and flexible spaces.
///
/// CellKit's own: the bar is one row; items sit side by side one column apart, flexible spaces
/// share what room is left, and a fixed space takes its `width` (at least one column). [sim]
@preconcurrency @MainActor
open class UIToolbar: UIView {
    /// The items, leading first. Setting them is `setItems(_:animated:)` without animation.
    open var items: [UIBarButtonItem]? {
        get { storedItems }
        set { setItems(newValue, animated: false) }
    }
    private var storedItems: [UIBarButtonItem]?
    /// The views showing the items, in order; nil for a flexible space.
    private var itemViews: [(item: UIBarButtonItem, view: UIView?)] = []

    /// The bar's style. Kept: CellKit draws every style the same.
    open var barStyle: UIBarStyle = .default {
        didSet { noteChange(.content) }
    }
    /// The bar's background colour.
    open var barTintColor: UIColor? {
        didSet { noteChange(.content) }
    }
    /// Whether the bar is see-through. Kept: CellKit draws it opaque.
    open var isTranslucent = true {
        didSet { noteChange(.content) }
    }

    /// CellKit loads no archives: this always fails, decoding nothing.
    public required init?(coder: NSCoder) {
        nil
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        accessibilityTraits = []
    }

    /// Shows `items` in place of the old ones. Cells have no animation, so `animated` changes
    /// nothing.
    open func setItems(_ items: [UIBarButtonItem]?, animated: Bool) {
        for entry in itemViews { entry.view?.removeFromSuperview() }
        storedItems = items
        itemViews = (items ?? []).map { item in
            if let custom = item.customView { return (item, custom) }
            if item.isSpace { return (item, nil) }
            return (item, BarButtonItemButton(item: item))
        }
        for entry in itemViews { if let view = entry.view { addSubview(view) } }
        setNeedsLayout()
    }

    /// Lays the items out in one row: each at its width, one column apart, flexible spaces
    /// sharing the room left over equally (the first ones taking any odd column).
    open override func layoutSubviews() {
        // Worked out in whole columns of the screen, then placed in points.
        let cells = cellMetrics
        let widths = itemViews.map { entry -> Int in
            if entry.item.systemItem == .flexibleSpace { return 0 }
            if entry.item.systemItem == .fixedSpace { return max(1, cells.wholeColumns(entry.item.width)) }
            if let button = entry.view as? BarButtonItemButton { return max(1, cells.wholeColumns(button.fittingWidth)) }
            return max(1, cells.wholeColumns(entry.view?.frame.width ?? cells.pointsPerColumn))
        }
        let gaps = max(0, itemViews.count - 1)
        let flexible = itemViews.filter { $0.item.systemItem == .flexibleSpace }.count
        let room = max(0, cells.wholeColumns(bounds.width) - widths.reduce(0, +) - gaps)
        let share = flexible > 0 ? room / flexible : 0
        var extra = flexible > 0 ? room - share * flexible : 0
        var column = 0
        let height = min(systemMetrics.toolbarHeight, bounds.height)
        for (index, entry) in itemViews.enumerated() {
            var width = widths[index]
            if entry.item.systemItem == .flexibleSpace {
                width = share + (extra > 0 ? 1 : 0)
                extra = max(0, extra - 1)
            }
            if let view = entry.view {
                let x = min(cells.width(ofColumns: column), bounds.width)
                let frame = CGRect(x: x, y: 0, width: max(0, min(cells.width(ofColumns: width), bounds.width - x)), height: height)
                if view.frame != frame { view.frame = frame }
            }
            column += width + 1
        }
    }

    /// The height UIKit's `sizeThatFits` gives a toolbar: 44 points (a line on a screen of cells).
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: systemMetrics.toolbarHeight)
    }

    open override func draw(_ rect: CGRect, in context: CellContext) {
        if let barTintColor {
            context.fill(bounds, style: CellStyle(background: barTintColor.cellColor))
        }
    }
}
