import Foundation

/// A collection view's item view. Put content in `contentView`.
@preconcurrency @MainActor
open class UICollectionViewCell: UICollectionReusableView {
    /// The view holding the cell's content; once a `contentConfiguration` is set, the view it
    /// made.
    open var contentView: UIView { configured.contentView }
    /// The content view and the configurations (`UICollectionViewCell+ContentConfiguration`).
    let configured: ConfiguredContent
    /// Selected cells draw a check mark in their top-right corner.
    open var isSelected = false {
        didSet {
            guard isSelected != oldValue else { return }
            selectedBackgroundView?.isHidden = !isSelected
            setNeedsUpdateConfiguration()
            // VoiceOver says "Selected" of a selected item, as of a table's selected row.
            noteChange(.element)
        }
    }

    /// A view behind the cell's content, filling the cell.
    open var backgroundView: UIView? {
        didSet {
            guard backgroundView !== oldValue else { return }
            oldValue?.removeFromSuperview()
            if let backgroundView { insertSubview(backgroundView, at: 0) }
            setNeedsLayout()
        }
    }

    /// A view behind the cell's content while the cell is selected, over `backgroundView`.
    open var selectedBackgroundView: UIView? {
        didSet {
            guard selectedBackgroundView !== oldValue else { return }
            oldValue?.removeFromSuperview()
            if let selectedBackgroundView {
                insertSubview(selectedBackgroundView, at: backgroundView?.superview === self ? 1 : 0)
                selectedBackgroundView.isHidden = !isSelected
            }
            setNeedsLayout()
        }
    }

    public override init(frame: CGRect) {
        configured = ConfiguredContent(contentView: UIView(frame: CGRect(origin: .zero, size: frame.size)))
        super.init(frame: frame)
        addSubview(configured.contentView)
    }

    /// CellKit loads no archives (there are no storyboards): this always fails. Subclasses
    /// write it as they do for UIKit.
    public required init?(coder: NSCoder) {
        nil
    }

    open override var frame: CGRect {
        didSet {
            guard frame.size != oldValue.size else { return }
            contentView.frame = CGRect(origin: .zero, size: frame.size)
            setNeedsLayout()
        }
    }

    open override func layoutSubviews() {
        updateConfigurationIfNeeded()
        contentView.frame = CGRect(origin: .zero, size: bounds.size)
        backgroundView?.frame = CGRect(origin: .zero, size: bounds.size)
        selectedBackgroundView?.frame = CGRect(origin: .zero, size: bounds.size)
        configured.layOutBackground(in: CGRect(origin: .zero, size: bounds.size))
    }

    /// The layout's attributes with the height the cell's content needs at the cell's width,
    /// as UIKit self-sizes a cell: its content's constraints fitted (`systemLayoutSizeFitting`
    /// at `.required` width and `.fittingSizeLevel` height), or its content configuration's
    /// needs; the layout's own when the content says nothing.
    open override func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes)
        -> UICollectionViewLayoutAttributes {
        layoutIfNeeded()
        let configured = contentConfiguration != nil
        guard contentView.hasConstraintsInSubtree || configured,
              let height = contentView.fittingContentHeight(width: contentView.bounds.width, configured: configured)
        else { return layoutAttributes }
        let fitted = UICollectionViewLayoutAttributes(forCellWith: layoutAttributes.indexPath)
        // What surrounds the content view (a list cell's accessories sit beside it, not above).
        fitted.frame = layoutAttributes.frame
        fitted.frame.size.height = height + max(0, bounds.height - contentView.frame.height)
        return fitted
    }

    // MARK: Configurations

    /// What the cell does when its state changes (`configurationState`): set the content and
    /// background configurations for it.
    public typealias ConfigurationUpdateHandler = (UICollectionViewCell, UICellConfigurationState) -> Void

    /// The cell's state: selected, with the device's traits. Override it (calling `super`) to add custom states.
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

    /// Where drags of the cell start. Unless the app sets its own, UIKit's: when the collection
    /// view has a drag delegate, a drag of this item, at the cell's centre in the collection
    /// view, which hosts the drag interaction ("Drag ‹label›" [sim]); `nil` otherwise.
    open override var accessibilityDragSourceDescriptors: [UIAccessibilityLocationDescriptor]? {
        get { super.accessibilityDragSourceDescriptors ?? CellDescriptors.dragSources(of: self) }
        set { super.accessibilityDragSourceDescriptors = newValue }
    }

    /// Where drops on the cell land. Unless the app sets its own, UIKit's: when the collection
    /// view has a drop delegate, drops before and after the item, or into it, as the delegate's
    /// last proposal intent allows (`DropPlacement`), at points in the collection view; `nil`
    /// otherwise. VoiceOver offers them while a drag is held.
    open override var accessibilityDropPointDescriptors: [UIAccessibilityLocationDescriptor]? {
        get { super.accessibilityDropPointDescriptors ?? CellDescriptors.dropPoints(of: self) }
        set { super.accessibilityDropPointDescriptors = newValue }
    }

    /// Called before the cell is reused for another item.
    open override func prepareForReuse() {
        isSelected = false
    }

    open override func draw(_ rect: CGRect, in context: CellContext) {
        configured.drawBackground(in: context, bounds: bounds, tint: ownTintColor ?? .tintColor)
        // The mark goes on the view itself; `contentView` draws over the rest.
        guard isSelected, bounds.width > 0 else { return }
        context.drawText("✓", at: CGPoint(x: bounds.maxX - context.metrics.pointsPerColumn, y: bounds.minY),
                         style: CellStyle(foreground: .green, isBold: true))
    }
}
