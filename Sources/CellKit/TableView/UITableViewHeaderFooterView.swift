import Foundation

/// A reusable view for a section's header or footer, registered and dequeued by a reuse
/// identifier as cells are (`UITableView.register(_:forHeaderFooterViewReuseIdentifier:)`).
/// Its text label shows a title; put content of your own in `contentView`. A header's text is
/// a heading to VoiceOver.
@preconcurrency @MainActor
open class UITableViewHeaderFooterView: UIView {
    /// The identifier the view was made or registered with.
    public let reuseIdentifier: String?
    /// The view holding the content.
    public let contentView: UIView
    private let storedTextLabel: UILabel

    /// The title.
    open var textLabel: UILabel? { storedTextLabel }

    public init(reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        contentView = UIView(frame: .zero)
        storedTextLabel = UILabel(frame: .zero)
        super.init(frame: .zero)
        addSubview(contentView)
        contentView.addSubview(storedTextLabel)
    }

    /// CellKit loads no archives (there are no storyboards): this always fails.
    public required init?(coder: NSCoder) {
        nil
    }

    /// CellKit's own: how `UITableView.register(_:forHeaderFooterViewReuseIdentifier:)` makes a
    /// view of a registered class, as UIKit does: `init(reuseIdentifier:)`. Required (and a
    /// convenience) so that Swift can call it on a class given at run time.
    public required convenience init(registeredWith reuseIdentifier: String?) {
        self.init(reuseIdentifier: reuseIdentifier)
    }

    public convenience override init(frame: CGRect) {
        self.init(reuseIdentifier: nil)
        self.frame = frame
    }

    open override var frame: CGRect {
        didSet { if frame.size != oldValue.size { setNeedsLayout() } }
    }

    /// Called before the view is reused for another section.
    open func prepareForReuse() {}

    open override func layoutSubviews() {
        contentView.frame = bounds
        storedTextLabel.frame = CGRect(x: 0, y: 0, width: bounds.width, height: min(1, bounds.height))
    }
}
