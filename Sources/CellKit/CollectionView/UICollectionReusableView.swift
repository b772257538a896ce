import Foundation

/// A view a collection view makes for its layout and reuses: its cells, and its supplementary
/// views (a section's header or footer), which the data source dequeues by kind
/// (`dequeueConfiguredReusableSupplementary(using:for:)`).
@preconcurrency @MainActor
open class UICollectionReusableView: UIView {
    /// The identifier the view was registered and dequeued with.
    open internal(set) var reuseIdentifier: String?
    /// The kind of supplementary view it was last dequeued as (a header, a footer); `nil` for a
    /// cell.
    var supplementaryKind: String?

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// CellKit loads no archives (there are no storyboards): this always fails. Subclasses
    /// write it as they do for UIKit.
    public required init?(coder: NSCoder) {
        nil
    }

    /// CellKit's own: how the collection view makes a view of a registered class, as UIKit
    /// does: `init(frame:)` with the view's frame, so a view that builds its subviews from its
    /// bounds in `init(frame:)` gets the size it will show at. Required (and a convenience, which
    /// a subclass overriding UIKit's initializers inherits) so that Swift can call it on a class
    /// given at run time.
    public required convenience init(registeredWith reuseIdentifier: String?, frame: CGRect) {
        self.init(frame: frame)
        self.reuseIdentifier = reuseIdentifier
    }

    /// Called before the view is reused for another place.
    open func prepareForReuse() {}

    /// The attributes the view would like, given the layout's: the layout asks when its sizes
    /// are estimated (a compositional list's rows), and takes the answer if it
    /// `shouldInvalidateLayout(forPreferredLayoutAttributes:withOriginalAttributes:)`. The
    /// default keeps the layout's; a cell answers with its content's height.
    open func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes)
        -> UICollectionViewLayoutAttributes {
        layoutAttributes
    }
}
