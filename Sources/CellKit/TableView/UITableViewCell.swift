import Foundation

/// A row of a table view, with UIKit's default content: a text label, a detail text label (in
/// every style but `.default`), an image view, and an accessory at the trailing edge. Put
/// content of your own in `contentView`.
///
/// A row is UIKit's 44 points high by default (`UITableView.rowHeight`; a line on a screen of
/// cells), its text on its middle line: a `.subtitle` cell shows its detail below the text when
/// the row has room for two lines, and after it on the same line when it has not. A `.value1` cell puts its detail at the trailing edge, a `.value2` cell after a
/// third of the width. Accessories are drawn as characters: `›` (disclosure indicator), `✓`
/// (checkmark), `ⓘ` (detail button), `ⓘ›` (detail disclosure button); while the table is
/// edited, `⊖` (delete) or `⊕` (insert) leads the row and `≡`, the reorder control, ends it.
///
/// VoiceOver reads a cell as one element, as UIKit makes it: its label is its labels' texts
/// joined by ", " (the text label, then the detail, then any label of the app's in
/// `contentView`, then those of views added to the cell itself), unless the app gives one. A selected cell, and one with a checkmark, says
/// "Selected" [inf: UIKit reports the selected trait for both]; one with a disclosure
/// indicator is a Button [inf]. Its drags and drops are its table view's (`CellDescriptors`).
@preconcurrency @MainActor
open class UITableViewCell: UIView {
    /// The cell's built-in layouts.
    public enum CellStyle: Int, Sendable {
        /// A text label and an optional image.
        case `default`
        /// The text, and the detail at the trailing edge.
        case value1
        /// The text in the leading third, the detail after it.
        case value2
        /// The text, and the detail under it.
        case subtitle
    }

    /// What the cell shows at its trailing edge.
    public enum AccessoryType: Int, Sendable {
        case none, disclosureIndicator, detailDisclosureButton, checkmark, detailButton
    }

    /// What editing a row does: nothing, delete it, or insert one.
    public enum EditingStyle: Int, Sendable {
        case none, delete, insert
    }

    /// How a selected cell looks. In cells every style but `.none` shows the row reversed.
    public enum SelectionStyle: Int, Sendable {
        case none, blue, gray, `default`
    }

    /// How rows are separated. CellKit's rows have no room for separators: the style is kept
    /// and draws nothing.
    public enum SeparatorStyle: Int, Sendable {
        case none, singleLine, singleLineEtched
    }

    /// The style the cell was made with.
    let cellStyle: CellStyle
    /// The identifier the cell was made or registered with.
    public let reuseIdentifier: String?
    /// The view holding the cell's content: the labels and image view, and the app's views; or,
    /// once a `contentConfiguration` is set, the view it made.
    open var contentView: UIView { configured.contentView }
    let storedTextLabel: UILabel
    let storedDetailTextLabel: UILabel?
    let storedImageView: UIImageView
    /// The content view and the configurations (`UITableViewCell+ContentConfiguration`).
    let configured: ConfiguredContent

    /// The cell's main text; `nil` while a `contentConfiguration` is set, as in UIKit.
    open var textLabel: UILabel? { configured.contentConfiguration == nil ? storedTextLabel : nil }
    /// The secondary text; `nil` for a `.default` cell, as in UIKit, and while a
    /// `contentConfiguration` is set.
    open var detailTextLabel: UILabel? { configured.contentConfiguration == nil ? storedDetailTextLabel : nil }
    /// The image at the leading edge; shown when it has an image. `nil` while a
    /// `contentConfiguration` is set.
    open var imageView: UIImageView? { configured.contentConfiguration == nil ? storedImageView : nil }

    /// The standard accessory at the trailing edge.
    open var accessoryType: AccessoryType = .none {
        didSet {
            guard accessoryType != oldValue else { return }
            // The accessory says whether the cell is selected or a button, which VoiceOver's walk reads.
            noteChange(.element)
            setNeedsLayout()
        }
    }

    /// A view of the app's at the trailing edge, in place of the standard accessory.
    open var accessoryView: UIView? {
        didSet {
            guard accessoryView !== oldValue else { return }
            oldValue?.removeFromSuperview()
            if let accessoryView { addSubview(accessoryView) }
            setNeedsLayout()
        }
    }

    /// Whether the cell is selected: drawn reversed, and said "Selected" by VoiceOver.
    open var isSelected: Bool {
        get { storedIsSelected }
        set { setSelected(newValue, animated: false) }
    }
    private var storedIsSelected = false {
        didSet {
            guard storedIsSelected != oldValue else { return }
            noteChange(.element)
            setNeedsUpdateConfiguration()
        }
    }

    /// Whether the cell is highlighted (touched down).
    open var isHighlighted = false {
        didSet {
            guard isHighlighted != oldValue else { return }
            noteChange(.content)
            setNeedsUpdateConfiguration()
        }
    }

    /// Whether the cell is being edited: its table view sets it in editing mode.
    open var isEditing: Bool {
        get { storedIsEditing }
        set { setEditing(newValue, animated: false) }
    }
    private var storedIsEditing = false {
        didSet {
            guard storedIsEditing != oldValue else { return }
            setNeedsLayout()
            setNeedsUpdateConfiguration()
        }
    }

    /// Whether the reorder control shows while editing. The table view sets it for the rows its
    /// data source lets move.
    open var showsReorderControl = false {
        didSet { if showsReorderControl != oldValue { setNeedsLayout() } }
    }

    /// The control leading the row while editing: set by the table view from its delegate.
    var editingControl: EditingStyle = .none {
        didSet { if editingControl != oldValue { setNeedsLayout() } }
    }

    open var selectionStyle: SelectionStyle = .default {
        didSet { noteChange(.content) }
    }

    /// A view behind the content. Kept, not drawn: set the cell's `backgroundColor` to colour a row.
    open var backgroundView: UIView? {
        didSet { noteChange(.content) }
    }

    /// The insets of the line under the cell (iOS 7); UIKit's default leaves the leading
    /// margin. Kept: CellKit draws no separators.
    open var separatorInset = UIEdgeInsets(top: 0, left: 15, bottom: 0, right: 0) {
        didSet { noteChange(.content) }
    }

    /// A view behind a selected cell's content. Kept, not drawn: a selected row shows reversed.
    open var selectedBackgroundView: UIView? {
        didSet { noteChange(.content) }
    }

    /// A cell of `style`, to be dequeued by `reuseIdentifier`.
    public init(style: CellStyle, reuseIdentifier: String?) {
        cellStyle = style
        self.reuseIdentifier = reuseIdentifier
        configured = ConfiguredContent(contentView: UIView(frame: .zero))
        storedTextLabel = UILabel(frame: .zero)
        storedDetailTextLabel = style == .default ? nil : UILabel(frame: .zero)
        storedImageView = UIImageView(frame: .zero)
        super.init(frame: .zero)
        isAccessibilityElement = true
        addSubview(contentView)
        contentView.addSubview(storedImageView)
        contentView.addSubview(storedTextLabel)
        if let storedDetailTextLabel {
            contentView.addSubview(storedDetailTextLabel)
        }
    }

    /// CellKit loads no archives (there are no storyboards): this always fails. Subclasses
    /// write it as they do for UIKit.
    public required init?(coder: NSCoder) {
        nil
    }

    /// CellKit's own: how `UITableView.register(_:forCellReuseIdentifier:)` makes a cell of a
    /// registered class, as UIKit does: `init(style: .default, reuseIdentifier:)`. Required (and
    /// a convenience, so a subclass that overrides UIKit's initializers has it too) so that
    /// Swift can call it on a class given at run time.
    public required convenience init(registeredWith reuseIdentifier: String?) {
        self.init(style: .default, reuseIdentifier: reuseIdentifier)
    }

    /// A `.default` cell with no reuse identifier, as UIKit makes one from a frame.
    public convenience override init(frame: CGRect) {
        self.init(style: .default, reuseIdentifier: nil)
        self.frame = frame
    }

    open override var frame: CGRect {
        didSet { if frame.size != oldValue.size { setNeedsLayout() } }
    }

    /// Selects or deselects the cell.
    open func setSelected(_ selected: Bool, animated: Bool) {
        storedIsSelected = selected
    }

    /// Highlights or unhighlights the cell.
    open func setHighlighted(_ highlighted: Bool, animated: Bool) {
        isHighlighted = highlighted
    }

    /// Enters or leaves editing: the editing controls show or hide.
    open func setEditing(_ editing: Bool, animated: Bool) {
        storedIsEditing = editing
    }

    /// Called before the cell is reused for another row: UIKit resets its state (selection,
    /// highlight, editing), not its content, which the data source sets again.
    open func prepareForReuse() {
        setSelected(false, animated: false)
        setHighlighted(false, animated: false)
    }

    // MARK: Layout

    /// The points the leading editing control takes: two columns.
    private var leadingInset: CGFloat {
        storedIsEditing && editingControl != .none ? 2 * systemMetrics.column : 0
    }

    /// The points the trailing accessory or reorder control takes, with a column before it.
    private var trailingInset: CGFloat {
        let column = systemMetrics.column
        if storedIsEditing { return showsReorderControl ? 2 * column : 0 }
        if let accessoryView { return accessoryView.frame.width + column }
        return Self.accessoryText(accessoryType).map { textWidth($0) + column } ?? 0
    }

    /// Where the reorder control is, in the cell's coordinates, when it shows: the last two
    /// columns.
    var reorderControlFrame: CGRect? {
        let width = 2 * systemMetrics.column
        guard storedIsEditing, showsReorderControl, bounds.width >= width else { return nil }
        return CGRect(x: bounds.maxX - width, y: bounds.minY, width: width, height: bounds.height)
    }

    private static func accessoryText(_ type: AccessoryType) -> String? {
        switch type {
        case .none: nil
        case .disclosureIndicator: "›"
        case .checkmark: "✓"
        case .detailButton: "ⓘ"
        case .detailDisclosureButton: "ⓘ›"
        }
    }

    /// Where the content view goes: the bounds less the editing control and the accessory.
    private var contentFrame: CGRect {
        let width = bounds.width
        let leading = leadingInset, trailing = min(trailingInset, max(0, width - leading))
        return CGRect(x: leading, y: 0, width: max(0, width - leading - trailing), height: bounds.height)
    }

    open override func layoutSubviews() {
        updateConfigurationIfNeeded()
        let width = bounds.width
        contentView.frame = contentFrame
        if let accessoryView, !storedIsEditing {
            accessoryView.isHidden = false
            accessoryView.frame.origin = CGPoint(x: max(0, width - accessoryView.frame.width), y: 0)
        } else {
            accessoryView?.isHidden = true
        }
        configured.layOutBackground(in: bounds)
        if configured.contentConfiguration == nil { layOutContent(in: contentView.bounds) }
    }

    /// The built-in labels and image in the content view, by the cell's style.
    private func layOutContent(in area: CGRect) {
        // In points and in the screen's cells: a line of text is one row, a gap one column.
        let system = systemMetrics, column = system.column, lineHeight = system.line
        var rest = area
        // The text sits on the cell's middle line (the first of two), as UIKit centres it.
        let lineTop = area.minY + system.cells.middleLineTop(inHeight: area.height)
        if let image = storedImageView.image {
            let size = image.size(in: system.cells)
            let imageWidth = min(rest.width, size.width)
            storedImageView.frame = CGRect(x: rest.minX, y: lineTop, width: imageWidth,
                                           height: max(lineHeight, min(rest.height, size.height)))
            let used = min(rest.width, imageWidth + column)
            rest = CGRect(x: rest.minX + used, y: rest.minY, width: rest.width - used, height: rest.height)
        } else {
            storedImageView.frame = .zero
        }
        let line = CGRect(x: rest.minX, y: lineTop, width: rest.width, height: min(lineHeight, max(0, rest.maxY - lineTop)))
        guard let detail = storedDetailTextLabel else {
            storedTextLabel.frame = CGRect(x: rest.minX, y: lineTop, width: rest.width, height: max(0, rest.maxY - lineTop))
            return
        }
        let titleWidth = textWidth(storedTextLabel.text ?? "")
        let detailWidth = textWidth(detail.text ?? "")
        switch cellStyle {
        case .subtitle where rest.height >= 2 * lineHeight:
            let top = CGRect(x: rest.minX, y: rest.minY, width: rest.width, height: lineHeight)
            storedTextLabel.frame = top
            detail.frame = CGRect(x: rest.minX, y: rest.minY + lineHeight, width: rest.width, height: rest.height - lineHeight)
        case .default, .subtitle:
            let first = min(rest.width, titleWidth)
            storedTextLabel.frame = CGRect(x: line.minX, y: line.minY, width: first, height: line.height)
            let after = min(rest.width, first + column)
            detail.frame = CGRect(x: line.minX + after, y: line.minY, width: rest.width - after, height: line.height)
        case .value1:
            let shown = min(detailWidth, rest.width)
            detail.frame = CGRect(x: line.maxX - shown, y: line.minY, width: shown, height: line.height)
            storedTextLabel.frame = CGRect(x: line.minX, y: line.minY, width: max(0, rest.width - shown - column), height: line.height)
        case .value2:
            let third = system.cells.width(ofColumns: system.cells.wholeColumns(rest.width) / 3)
            let first = min(rest.width, max(column, third))
            storedTextLabel.frame = CGRect(x: line.minX, y: line.minY, width: first, height: line.height)
            let after = min(rest.width, first + column)
            detail.frame = CGRect(x: line.minX + after, y: line.minY, width: rest.width - after, height: line.height)
        }
    }

    // MARK: Self-sizing

    /// CellKit's own: the height the cell's content needs at the cell's width, as UIKit sizes a
    /// row whose height is `automaticDimension` (`nil` when the content says nothing, and the
    /// row keeps its estimate):
    /// - content laid out by Auto Layout: the content view fitted to the width it has, its
    ///   height as small as its constraints allow (`systemLayoutSizeFitting` with `.required`
    ///   and `.fittingSizeLevel`); a height of nothing is taken as unintended, as UIKit logs it;
    /// - a content configuration's view: what it needs at that width (`sizeThatFits`);
    /// - the built-in labels: more lines than one only when the app lets them wrap
    ///   (`numberOfLines`), a line of the row's margin above and below as for one line.
    func selfSizingHeight(rowHeight: CGFloat, lineHeight: CGFloat) -> CGFloat? {
        updateConfigurationIfNeeded()
        let width = contentFrame.width
        if contentView.hasConstraintsInSubtree || configured.contentConfiguration != nil {
            return contentView.fittingContentHeight(width: width, configured: configured.contentConfiguration != nil)
        }
        let labels = [storedTextLabel] + (cellStyle == .subtitle ? [storedDetailTextLabel].compactMap { $0 } : [])
        guard labels.contains(where: { $0.numberOfLines != 1 }) else { return nil }
        let imageWidth = storedImageView.image.map { $0.size(in: systemMetrics.cells).width + systemMetrics.column } ?? 0
        let textWidth = max(0, width - imageWidth)
        let textHeight = labels.reduce(CGFloat(0)) { sum, label in
            sum + max(label.text?.isEmpty == false ? lineHeight : 0,
                      label.sizeThatFits(CGSize(width: textWidth, height: .greatestFiniteMagnitude)).height)
        }
        return max(rowHeight, textHeight + max(0, rowHeight - lineHeight))
    }

    // MARK: Drawing

    open override func draw(_ rect: CGRect, in context: CellContext) {
        guard bounds.width > 0, bounds.height > 0 else { return }
        configured.drawBackground(in: context, bounds: bounds, tint: ownTintColor ?? .tintColor)
        if (storedIsSelected || isHighlighted) && selectionStyle != .none {
            context.fill(bounds, style: CellKit.CellStyle(isReversed: true))
        }
        if storedIsEditing {
            if editingControl != .none {
                let mark = editingControl == .delete ? "⊖" : "⊕"
                context.drawText(mark, at: CGPoint(x: bounds.minX, y: context.middleRow(of: bounds)),
                                 style: CellKit.CellStyle(foreground: editingControl == .delete ? .red : .green))
            }
            if let reorder = reorderControlFrame {
                context.drawText("≡", at: CGPoint(x: reorder.maxX - context.metrics.pointsPerColumn, y: context.middleRow(of: reorder)), style: CellKit.CellStyle(isDim: true))
            }
        } else if accessoryView == nil, let text = Self.accessoryText(accessoryType) {
            let x = bounds.maxX - context.metrics.width(ofColumns: CharacterWidth.of(text))
            context.drawText(text, at: CGPoint(x: x, y: context.middleRow(of: bounds)),
                             style: CellKit.CellStyle(foreground: accessoryType == .checkmark ? .blue : nil))
        }
    }

    // MARK: Configurations

    /// What the cell does when its state changes (`configurationState`): set the content and
    /// background configurations for it.
    public typealias ConfigurationUpdateHandler = (UITableViewCell, UICellConfigurationState) -> Void

    /// The cell's state: selected, highlighted and editing, with the device's traits. Override it (calling `super`) to add custom states.
    open var configurationState: UICellConfigurationState {
        makeConfigurationState()
    }

    /// Asks for `updateConfiguration(using:)` before the cell next lays out. The cell asks for it
    /// itself when its state changes; call it when a custom state changes.
    open func setNeedsUpdateConfiguration() {
        configured.needsUpdate = true
        setNeedsLayout()
    }

    /// Updates the cell's configurations for a state. The default calls
    /// `configurationUpdateHandler`; a subclass overrides it to set its configurations.
    open func updateConfiguration(using state: UICellConfigurationState) {
        (configured.updateHandler as? ConfigurationUpdateHandler)?(self, state)
    }

    /// Called with the cell and its state whenever its state changes, in place of overriding
    /// `updateConfiguration(using:)`. Setting it asks for an update.
    open var configurationUpdateHandler: ConfigurationUpdateHandler? {
        get { configured.updateHandler as? ConfigurationUpdateHandler }
        set {
            configured.updateHandler = newValue
            setNeedsUpdateConfiguration()
        }
    }

    /// Whether the content configuration is updated for each new state (`updated(for:)`)
    /// before `updateConfiguration(using:)`; true by default.
    open var automaticallyUpdatesContentConfiguration: Bool {
        get { configured.automaticallyUpdatesContentConfiguration }
        set { configured.automaticallyUpdatesContentConfiguration = newValue }
    }

    /// Whether the background configuration is updated for each new state; true by default.
    open var automaticallyUpdatesBackgroundConfiguration: Bool {
        get { configured.automaticallyUpdatesBackgroundConfiguration }
        set { configured.automaticallyUpdatesBackgroundConfiguration = newValue }
    }

    // MARK: Accessibility

    /// The app's label, or the texts of the cell's labels joined by ", ", as UIKit makes it:
    /// those in `contentView` first, then those of views the app added to the cell itself (and
    /// its `accessoryView`), in the order of the cell's subviews.
    open override var accessibilityLabel: String? {
        get {
            if let own = super.accessibilityLabel { return own }
            let joined = CellDescriptors.contentLabel(of: self)
            return joined.isEmpty ? nil : joined
        }
        set { super.accessibilityLabel = newValue }
    }

    /// The app's traits, with UIKit's: selected when the cell is selected or checked, a button
    /// when it has a disclosure indicator [inf].
    open override var accessibilityTraits: UIAccessibilityTraits {
        get {
            var traits = super.accessibilityTraits
            if storedIsSelected || accessoryType == .checkmark { traits.insert(.selected) }
            if accessoryType == .disclosureIndicator || accessoryType == .detailDisclosureButton { traits.insert(.button) }
            return traits
        }
        set { super.accessibilityTraits = newValue }
    }

    /// Where drags of the row start. Unless the app sets its own, UIKit's: when the table view
    /// has a drag delegate, a drag of this row, at the cell's centre in the table view, which
    /// hosts the drag interaction ("Drag ‹label›" [sim]); while the table is edited, the
    /// reorder control of a row that can move ("Reorder ‹label›" [sim]); `nil` otherwise.
    open override var accessibilityDragSourceDescriptors: [UIAccessibilityLocationDescriptor]? {
        get { super.accessibilityDragSourceDescriptors ?? CellDescriptors.dragSources(of: self) }
        set { super.accessibilityDragSourceDescriptors = newValue }
    }

    /// Where drops on the row land. Unless the app sets its own, UIKit's: when the table view
    /// takes drops, drops before and after the row, or into it, as the drop delegate's last
    /// proposal intent allows (`DropPlacement`), at points in the table view; `nil` otherwise.
    /// VoiceOver offers them while a drag is held.
    open override var accessibilityDropPointDescriptors: [UIAccessibilityLocationDescriptor]? {
        get { super.accessibilityDropPointDescriptors ?? CellDescriptors.dropPoints(of: self) }
        set { super.accessibilityDropPointDescriptors = newValue }
    }
}
