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
    /// The accessories, leading ones (delete, insert, selection circle, a leading custom view)
    /// before the content, trailing ones (outline disclosure, as on iOS, and the rest) after it.
    open var accessories: [UICellAccessory] = [] {
        didSet {
            placeCustomViews(replacing: oldValue)
            // Whether a reorder accessory shows is looked for at its list's next layout.
            (superview as? UICollectionView)?.cellAccessoriesDidChange()
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
    /// sidebar list, a list's cell otherwise; for a list cell dequeued as a section's header or
    /// footer, the list's header or footer configuration.
    public func defaultContentConfiguration() -> UIListContentConfiguration {
        let layout = (superview as? UICollectionView)?.collectionViewLayout as? UICollectionViewCompositionalLayout
        let appearance = layout?.listConfiguration?.appearance
        switch (supplementaryKind, appearance) {
        case (UICollectionView.elementKindSectionHeader?, .sidebar?), (UICollectionView.elementKindSectionHeader?, .sidebarPlain?):
            return .sidebarHeader()
        case (UICollectionView.elementKindSectionHeader?, .grouped?), (UICollectionView.elementKindSectionHeader?, .insetGrouped?):
            return .groupedHeader()
        case (UICollectionView.elementKindSectionHeader?, _): return .plainHeader()
        case (UICollectionView.elementKindSectionFooter?, .grouped?), (UICollectionView.elementKindSectionFooter?, .insetGrouped?):
            return .groupedFooter()
        case (UICollectionView.elementKindSectionFooter?, _): return .plainFooter()
        case (_, .sidebar?), (_, .sidebarPlain?): return .sidebarCell()
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
        let top = system.cells.middleLineTop(inHeight: bounds.height)
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

    // MARK: Outline

    /// The outline disclosure showing now, if any.
    private var shownOutlineDisclosure: UICellAccessory? {
        displayedAccessories.first { $0.accessoryType == .outlineDisclosure && !$0.isHidden }
    }

    /// Whether a tap anywhere on the cell toggles its outline disclosure: its header style, or
    /// the automatic style in a cell whose content is configured as a header.
    private func togglesOnWholeCell(_ disclosure: UICellAccessory) -> Bool {
        switch disclosure.outlineStyle {
        case .header: true
        case .cell: false
        case .automatic: (contentConfiguration as? UIListContentConfiguration)?.style.isHeader ?? false
        }
    }

    /// Toggles the outline disclosure: its handler, or the item in its data source's outline.
    private func toggle(_ disclosure: UICellAccessory) {
        if let handler = disclosure.actionHandler {
            handler()
            return
        }
        guard let collectionView = superview as? UICollectionView, let outline = collectionView.dataSource as? OutlineDataSource,
              let path = collectionView.shownIndexPath(of: self) else { return }
        outline.toggleOutlineItem(at: path)
    }

    /// A tap at a point in the cell: on an accessory that acts (an outline disclosure, or one
    /// with a handler), or anywhere on a header-style outline cell, does what the accessory does.
    /// Returns whether the tap was taken.
    func handleAccessoryTap(at point: CGPoint) -> Bool {
        if let disclosure = shownOutlineDisclosure, togglesOnWholeCell(disclosure) {
            toggle(disclosure)
            return true
        }
        guard let hit = accessoryFrames.first(where: { !$0.accessory.isHidden && $0.frame.contains(point) })?.accessory else { return false }
        if hit.accessoryType == .outlineDisclosure {
            toggle(hit)
            return true
        }
        guard let handler = hit.actionHandler else { return false }
        handler()
        return true
    }

    /// Whether a reorder accessory shows (`reorderControlFrame` is not `nil`), told without
    /// placing the accessories: a list asks it of every cell on screen at each layout.
    var showsReorderControl: Bool {
        let editing = isListEditing
        for accessory in accessories where accessory.accessoryType == .reorder && !accessory.isHidden
            && accessory.isDisplayed(editing: editing) {
            return true
        }
        return false
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
        configured.drawBackground(in: context, bounds: bounds, tint: ownTintColor ?? .tintColor)
        guard bounds.width > 0, bounds.height > 0 else { return }
        if isSelected && !isListEditing {
            context.fill(bounds, style: CellStyle(isReversed: true))
        }
        let expanded = outlineState?.isExpanded ?? false
        for (accessory, frame) in accessoryFrames where accessory.accessoryType != .customView && !accessory.isHidden {
            let text = accessory.symbol(selected: isSelected, expanded: expanded)
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

    /// The app's label, or the cell's texts: its content's labels, then those of views added to
    /// the cell itself (custom accessory views among them), then its label accessories'.
    open override var accessibilityLabel: String? {
        get {
            if let own = super.accessibilityLabel { return own }
            var parts = [CellDescriptors.contentLabel(of: self)]
            parts += displayedAccessories.filter { $0.accessoryType == .label && !$0.isHidden }.compactMap(\.text)
            let joined = parts.filter { !$0.isEmpty }.joined(separator: ", ")
            return joined.isEmpty ? nil : joined
        }
        set { super.accessibilityLabel = newValue }
    }

    /// The app's traits, with UIKit's: selected when the cell is selected or shows a checkmark,
    /// a button when it shows a disclosure indicator, a heading when its content is configured
    /// as a header [inf].
    open override var accessibilityTraits: UIAccessibilityTraits {
        get {
            var traits = super.accessibilityTraits
            let shown = displayedAccessories.filter { !$0.isHidden }
            if isSelected || shown.contains(where: { $0.accessoryType == .checkmark }) { traits.insert(.selected) }
            if shown.contains(where: { $0.accessoryType == .disclosureIndicator }) { traits.insert(.button) }
            // A cell configured as a header (an outline's parent row, a list's first item
            // header) is one, as its text would be on its own [inf].
            if (contentConfiguration as? UIListContentConfiguration)?.style.isHeader == true { traits.insert(.header) }
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

    /// The app's status, or the item's in its outline while an outline disclosure shows:
    /// expanded or collapsed [inf: UIKit's outline cells report it, and VoiceOver's hint for
    /// such an element says a double tap toggles it].
    open override var accessibilityExpandedStatus: UIAccessibility.ExpandedStatus {
        get {
            let own = super.accessibilityExpandedStatus
            guard own == .unsupported, shownOutlineDisclosure != nil else { return own }
            return outlineState?.isExpanded == true ? .expanded : .collapsed
        }
        set { super.accessibilityExpandedStatus = newValue }
    }

    /// VoiceOver's double tap on a cell showing an outline disclosure toggles it, whatever its
    /// style [inf: VoiceOver's hint, "Double tap to expand."]; on any other cell it is a tap.
    open override func accessibilityActivate() -> Bool {
        guard let disclosure = shownOutlineDisclosure else { return super.accessibilityActivate() }
        toggle(disclosure)
        return true
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
