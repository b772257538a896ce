import Foundation

/// A row of a list (`UICollectionViewCompositionalLayout.list(using:)`): a collection view cell
/// with a list content configuration by default and accessories at its edges
/// (`UICellAccessory`), outside its content view.
///
/// VoiceOver reads a list cell as one element, as it reads a table view cell: its label is the
/// texts of its content view's labels, then its label accessories' texts, joined by ", ", unless
/// the app gives one [inf: UIKit's list cells are elements, as table cells are]. A cell that is
/// selected, or shows a checkmark, says "Selected"; one with a disclosure indicator is a Button
/// [inf]. A displayed reorder accessory offers "Reorder ‹label›"; displayed delete, insert and
/// detail accessories with action handlers are custom actions ("Delete", "Insert", "More info"
/// [sim]). Its drags and drops are its collection view's, as any cell's.
@preconcurrency @MainActor
open class UICollectionViewListCell: UICollectionViewCell {
    /// The accessories, leading ones (delete, insert, selection circle, outline disclosure, a
    /// leading custom view) before the content, trailing ones after it.
    open var accessories: [UICellAccessory] = [] {
        didSet {
            placeCustomViews(replacing: oldValue)
            // What shows decides the cell's traits, label and actions.
            noteChange(.elementContext)
            setNeedsLayout()
        }
    }

    /// How many levels the content is indented, in an outline.
    open var indentationLevel = 0 {
        didSet { if indentationLevel != oldValue { setNeedsLayout() } }
    }

    /// Points a level of indentation takes: UIKit's 10 points unless set (two columns on a screen
    /// of cells, where 10 points would be ten columns).
    open var indentationWidth: CGFloat {
        get { storedIndentationWidth ?? systemMetrics.indentationWidth }
        set {
            guard newValue != storedIndentationWidth else { return }
            storedIndentationWidth = newValue
            setNeedsLayout()
        }
    }
    private var storedIndentationWidth: CGFloat?

    /// Whether the leading accessories are indented with the content.
    open var indentsAccessories = true {
        didSet { if indentsAccessories != oldValue { setNeedsLayout() } }
    }

    /// Whether the cell is selected: drawn reversed, and said "Selected" by VoiceOver.
    open override var isSelected: Bool {
        didSet { if isSelected != oldValue { noteChange(.element) } }
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        isAccessibilityElement = true
    }

    /// CellKit loads no archives (there are no storyboards): this always fails.
    public required init?(coder: NSCoder) {
        nil
    }

    /// A list content configuration for the cell's list, with no content: a sidebar's cell in a
    /// sidebar list, a list's cell otherwise.
    public func defaultContentConfiguration() -> UIListContentConfiguration {
        let layout = (superview as? UICollectionView)?.collectionViewLayout as? UICollectionViewCompositionalLayout
        switch layout?.listConfiguration?.appearance {
        case .sidebar?, .sidebarPlain?: return .sidebarCell()
        default: return .cell()
        }
    }

    // MARK: State

    /// Whether the cell's list is being edited (its collection view's `isEditing`).
    var isListEditing: Bool {
        (superview as? UICollectionView)?.isEditing ?? false
    }

    /// The accessories showing now, by the list's editing state.
    var displayedAccessories: [UICellAccessory] {
        let editing = isListEditing
        return accessories.filter { $0.isDisplayed(editing: editing) }
    }

    open override var configurationState: UICellConfigurationState {
        var state = super.configurationState
        state.isEditing = isListEditing
        return state
    }

    // MARK: Layout

    /// Where each displayed accessory is, in the cell's coordinates.
    private var accessoryFrames: [(accessory: UICellAccessory, frame: CGRect)] {
        let shown = displayedAccessories
        let indent = max(0, min(CGFloat(indentationLevel) * max(0, indentationWidth), bounds.width))
        var placed: [(UICellAccessory, CGRect)] = []
        let system = systemMetrics, gap = system.column
        // Accessories are a line each, on the cell's middle line.
        let top = system.cells.height(ofRows: max(0, system.cells.wholeRows(bounds.height) - 1) / 2)
        let height = min(system.line, max(0, bounds.height - top))
        var leading = indentsAccessories ? indent : 0
        for accessory in Self.ordered(shown.filter(\.isLeading)) {
            let width = min(accessory.width(selected: isSelected, expanded: false, metrics: system.cells), max(0, bounds.width - leading))
            placed.append((accessory, CGRect(x: leading, y: top, width: width, height: height)))
            leading += width + gap
        }
        var trailing = bounds.width
        for accessory in Self.ordered(shown.filter { !$0.isLeading }).reversed() {
            let width = min(accessory.width(selected: isSelected, expanded: false, metrics: system.cells), max(0, trailing - leading))
            trailing -= width
            placed.append((accessory, CGRect(x: trailing, y: top, width: width, height: height)))
            trailing -= gap
        }
        return placed
    }

    /// Accessories at one edge in UIKit's order: system ones by kind, custom views at the
    /// position their placement asks for among them.
    private static func ordered(_ accessories: [UICellAccessory]) -> [UICellAccessory] {
        var result = accessories.filter { $0.accessoryType != .customView }
        for custom in accessories where custom.accessoryType == .customView {
            let wanted: Int
            switch custom.placement {
            case .leading(_, let position)?, .trailing(_, let position)?: wanted = position(result)
            case nil: wanted = result.count
            }
            result.insert(custom, at: max(0, min(wanted, result.count)))
        }
        return result
    }

    /// Where the reorder accessory is, in the cell's coordinates, when it shows.
    var reorderControlFrame: CGRect? {
        accessoryFrames.first { $0.accessory.accessoryType == .reorder && !$0.accessory.isHidden }?.frame
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let frames = accessoryFrames
        let indent = max(0, min(CGFloat(indentationLevel) * max(0, indentationWidth), bounds.width))
        let gap = systemMetrics.column
        let leadingEnd = frames.filter { $0.accessory.isLeading }.map { $0.frame.maxX + gap }.max() ?? indent
        let trailingStart = frames.filter { !$0.accessory.isLeading }.map { $0.frame.minX - gap }.min() ?? bounds.width
        let start = max(indent, leadingEnd)
        contentView.frame = CGRect(x: start, y: 0, width: max(0, trailingStart - start), height: bounds.height)
        for accessory in accessories where accessory.accessoryType == .customView {
            guard let view = accessory.customView else { continue }
            if let placed = frames.first(where: { $0.accessory.customView === view }) {
                view.isHidden = accessory.isHidden
                view.frame = placed.frame
            } else {
                view.isHidden = true
            }
        }
    }

    /// The custom views of the accessories are the cell's subviews while they are its
    /// accessories.
    private func placeCustomViews(replacing old: [UICellAccessory]) {
        let new = Set(accessories.compactMap { $0.customView.map(ObjectIdentifier.init) })
        for view in old.compactMap(\.customView) where !new.contains(ObjectIdentifier(view)) {
            view.removeFromSuperview()
        }
        for view in accessories.compactMap(\.customView) where view.superview !== self {
            addSubview(view)
        }
    }

    // MARK: Drawing

    open override func draw(_ rect: CGRect, in context: CellContext) {
        configured.drawBackground(in: context, bounds: bounds, tint: tintColor ?? .tintColor)
        guard bounds.width > 0, bounds.height > 0 else { return }
        if isSelected && !isListEditing {
            context.fill(bounds, style: CellStyle(isReversed: true))
        }
        for (accessory, frame) in accessoryFrames where accessory.accessoryType != .customView && !accessory.isHidden {
            let text = accessory.symbol(selected: isSelected, expanded: false)
            context.drawText(text, at: frame.origin, style: CellStyle(foreground: Self.color(of: accessory)))
        }
    }

    private static func color(of accessory: UICellAccessory) -> CellColor? {
        if let tint = accessory.tintColor?.cellColor { return tint }
        switch accessory.accessoryType {
        case .checkmark, .detail, .multiselect: return .blue
        case .delete: return .red
        case .insert: return .green
        default: return nil
        }
    }

    // MARK: Accessibility

    /// The app's label, or the cell's texts: its content's labels, then its label accessories'.
    open override var accessibilityLabel: String? {
        get {
            if let own = super.accessibilityLabel { return own }
            var parts = [CellDescriptors.contentLabel(of: contentView)]
            parts += displayedAccessories.filter { $0.accessoryType == .label && !$0.isHidden }.compactMap(\.text)
            let joined = parts.filter { !$0.isEmpty }.joined(separator: ", ")
            return joined.isEmpty ? nil : joined
        }
        set { super.accessibilityLabel = newValue }
    }

    /// The app's traits, with UIKit's: selected when the cell is selected or shows a checkmark,
    /// a button when it shows a disclosure indicator [inf].
    open override var accessibilityTraits: UIAccessibilityTraits {
        get {
            var traits = super.accessibilityTraits
            let shown = displayedAccessories.filter { !$0.isHidden }
            if isSelected || shown.contains(where: { $0.accessoryType == .checkmark }) { traits.insert(.selected) }
            if shown.contains(where: { $0.accessoryType == .disclosureIndicator }) { traits.insert(.button) }
            return traits
        }
        set { super.accessibilityTraits = newValue }
    }

    /// The app's actions, then the displayed accessories' that act: "Delete", "Insert",
    /// "More info" [sim].
    open override var accessibilityCustomActions: [UIAccessibilityCustomAction]? {
        get {
            var actions = super.accessibilityCustomActions ?? []
            for accessory in displayedAccessories where !accessory.isHidden {
                guard let handler = accessory.actionHandler, let name = Self.actionName(of: accessory.accessoryType) else { continue }
                actions.append(UIAccessibilityCustomAction(name: name) { _ in
                    handler()
                    return true
                })
            }
            return actions.isEmpty ? nil : actions
        }
        set { super.accessibilityCustomActions = newValue }
    }

    private static func actionName(of type: UICellAccessory.AccessoryType) -> String? {
        switch type {
        case .delete: "Delete"
        case .insert: "Insert"
        case .detail: "More info"
        default: nil
        }
    }
}
