import CellKit

/// A cell of a scene's collection view: an image over a one-line label. The cell is one
/// VoiceOver element. Its drag and drop interactions live on the collection view; UIKit's cells
/// carry them for VoiceOver, and so does this one unless the scene names the actions itself
/// (`cells:`): then, as an app's own descriptors do, the cell describes them: a drag source at
/// its centre and drop points before (and, for the last item, after) it, in the collection view.
@MainActor
final class SceneCollectionCell: UICollectionViewCell {
    let imageView = UIImageView(frame: .zero)
    let titleLabel = UILabel(frame: .zero)
    /// The names of the cell's actions, filled from the item; `nil` offers none.
    var dragSourceName: String?
    var dropBeforeName: String?
    /// Given to the last item only: a drop after it appends.
    var dropAfterName: String?
    /// Whether the scene names the cell's actions (`cells:`); otherwise UIKit's descriptors stand.
    var describesOwnActions = false

    /// Never decoded: CellKit loads no archives (UIKit requires this initializer).
    required init?(coder: NSCoder) {
        nil
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        isAccessibilityElement = true
        layer.borderWidth = 1
        contentView.addSubview(imageView)
        contentView.addSubview(titleLabel)
    }

    override var frame: CGRect {
        didSet {
            let inner = CGRect(x: 1, y: 1, width: max(0, frame.width - 2), height: max(0, frame.height - 2))
            imageView.frame = CGRect(x: inner.minX, y: inner.minY, width: inner.width, height: max(0, inner.height - 1))
            titleLabel.frame = CGRect(x: inner.minX, y: inner.maxY - 1, width: inner.width, height: 1)
        }
    }

    /// Shows an item, or a placeholder when `image` is nil and `isPlaceholder` is set.
    func show(label: String, image: UIImage?) {
        titleLabel.text = label
        imageView.image = image
        accessibilityLabel = label
        // A reused cell (or a placeholder) says nothing of what its last item held.
        accessibilityValue = nil
        accessibilityTraits = image == nil ? .none : .image
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        dragSourceName = nil
        dropBeforeName = nil
        dropAfterName = nil
    }

    override var accessibilityTraits: UIAccessibilityTraits {
        get { isSelected ? super.accessibilityTraits.union(.selected) : super.accessibilityTraits }
        set { super.accessibilityTraits = newValue }
    }

    /// Worked out when VoiceOver asks, from where the cell is now.
    override var accessibilityDragSourceDescriptors: [UIAccessibilityLocationDescriptor]? {
        get {
            guard describesOwnActions else { return super.accessibilityDragSourceDescriptors }
            guard let collectionView = superview, let name = dragSourceName else { return [] }
            return [UIAccessibilityLocationDescriptor(name: name, point: CGPoint(x: frame.midX, y: frame.midY),
                                                      in: collectionView)]
        }
        set {}
    }

    override var accessibilityDropPointDescriptors: [UIAccessibilityLocationDescriptor]? {
        get {
            guard describesOwnActions else { return super.accessibilityDropPointDescriptors }
            guard let collectionView = superview else { return [] }
            var descriptors: [UIAccessibilityLocationDescriptor] = []
            if let name = dropBeforeName {
                // In the item's leading quarter, where a drop goes before it (its centre would
                // drop in its place).
                descriptors.append(UIAccessibilityLocationDescriptor(
                    name: name, point: CGPoint(x: frame.minX + frame.width / 8, y: frame.midY), in: collectionView))
            }
            if let name = dropAfterName {
                // Just past the item on its line, or below it when it ends the line: where the
                // layout puts the end of the section.
                let bounds = collectionView.bounds
                let beside = CGPoint(x: frame.maxX, y: frame.midY)
                let below = CGPoint(x: frame.midX, y: frame.maxY)
                if beside.x < bounds.maxX {
                    descriptors.append(UIAccessibilityLocationDescriptor(name: name, point: beside, in: collectionView))
                } else if below.y < bounds.maxY {
                    descriptors.append(UIAccessibilityLocationDescriptor(name: name, point: below, in: collectionView))
                }
            }
            return descriptors
        }
        set {}
    }
}
