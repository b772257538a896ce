import Foundation

/// A collection view's item view. Put content in `contentView`.
@preconcurrency @MainActor
open class UICollectionViewCell: UIView {
    /// The view holding the cell's content.
    public let contentView: UIView
    /// The identifier the cell was registered and dequeued with.
    open internal(set) var reuseIdentifier: String?
    /// Selected cells draw a check mark in their top-right corner.
    open var isSelected = false

    public override init(frame: CGRect) {
        contentView = UIView(frame: CGRect(origin: .zero, size: frame.size))
        super.init(frame: frame)
        addSubview(contentView)
    }

    /// CellKit loads no archives (there are no storyboards): this always fails. Subclasses
    /// write it as they do for UIKit.
    public required init?(coder: NSCoder) {
        nil
    }

    /// CellKit's own: how `UICollectionView.register(_:forCellWithReuseIdentifier:)` makes a cell
    /// of a registered class, as UIKit does: `init(frame:)` with the item's frame, so a cell that
    /// builds its subviews from its bounds in `init(frame:)` gets the size it will show at.
    /// Required (and a convenience, which a subclass overriding UIKit's initializers inherits) so
    /// that Swift can call it on a class given at run time.
    public required convenience init(registeredWith reuseIdentifier: String?, frame: CGRect) {
        self.init(frame: frame)
        self.reuseIdentifier = reuseIdentifier
    }

    open override var frame: CGRect {
        didSet { contentView.frame = CGRect(origin: .zero, size: frame.size) }
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
    open func prepareForReuse() {
        isSelected = false
    }

    open override func draw(_ rect: CGRect, in context: CellContext) {
        // The mark goes on the view itself; `contentView` draws over the rest.
        guard isSelected, bounds.width > 0 else { return }
        context.drawText("✓", at: CGPoint(x: bounds.maxX - 1, y: bounds.minY),
                         style: CellStyle(foreground: .green, isBold: true))
    }
}
