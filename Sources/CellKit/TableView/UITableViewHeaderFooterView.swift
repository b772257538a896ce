import Foundation

/// A reusable view for a section's header or footer, registered and dequeued by a reuse
/// identifier as cells are (`UITableView.register(_:forHeaderFooterViewReuseIdentifier:)`).
/// Its text label shows a title; put content of your own in `contentView`. A header's text is
/// a heading to VoiceOver.
@preconcurrency @MainActor
open class UITableViewHeaderFooterView: UIView {
    /// The identifier the view was made or registered with.
    public let reuseIdentifier: String?
    /// The view holding the content; once a `contentConfiguration` is set, the view it made.
    open var contentView: UIView { configured.contentView }
    let storedTextLabel: UILabel
    /// The content view and the configurations (`UITableViewHeaderFooterView+ContentConfiguration`).
    let configured: ConfiguredContent

    /// The title; `nil` while a `contentConfiguration` is set, as in UIKit.
    open var textLabel: UILabel? { configured.contentConfiguration == nil ? storedTextLabel : nil }

    public init(reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        configured = ConfiguredContent(contentView: UIView(frame: .zero))
        storedTextLabel = UILabel(frame: .zero)
        super.init(frame: .zero)
        addSubview(configured.contentView)
        configured.contentView.addSubview(storedTextLabel)
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
        updateConfigurationIfNeeded()
        contentView.frame = bounds
        configured.layOutBackground(in: bounds)
        if configured.contentConfiguration == nil {
            storedTextLabel.frame = CGRect(x: 0, y: 0, width: bounds.width, height: min(1, bounds.height))
        }
    }

    open override func draw(_ rect: CGRect, in context: CellContext) {
        configured.drawBackground(in: context, bounds: bounds, tint: ownTintColor ?? .tintColor)
    }

    // MARK: Configurations

    /// What the view does when its state changes: set its configurations for it.
    public typealias ConfigurationUpdateHandler = (UITableViewHeaderFooterView, UIViewConfigurationState) -> Void

    /// The view's state, with the device's traits. Override it (calling `super`) to add custom
    /// states.
    open var configurationState: UIViewConfigurationState {
        var state = UIViewConfigurationState(traitCollection: .current)
        state.isDisabled = !isUserInteractionEnabled
        return state
    }

    /// Asks for `updateConfiguration(using:)` before the view next lays out.
    open func setNeedsUpdateConfiguration() {
        configured.needsUpdate = true
        setNeedsLayout()
    }

    /// Updates the view's configurations for a state. The default calls
    /// `configurationUpdateHandler`.
    open func updateConfiguration(using state: UIViewConfigurationState) {
        (configured.updateHandler as? ConfigurationUpdateHandler)?(self, state)
    }

    /// Called with the view and its state whenever its state changes. Setting it asks for an
    /// update.
    open var configurationUpdateHandler: ConfigurationUpdateHandler? {
        get { configured.updateHandler as? ConfigurationUpdateHandler }
        set {
            configured.updateHandler = newValue
            setNeedsUpdateConfiguration()
        }
    }

    /// Whether the content configuration is updated for each new state; true by default.
    open var automaticallyUpdatesContentConfiguration: Bool {
        get { configured.automaticallyUpdatesContentConfiguration }
        set { configured.automaticallyUpdatesContentConfiguration = newValue }
    }

    /// Whether the background configuration is updated for each new state; true by default.
    open var automaticallyUpdatesBackgroundConfiguration: Bool {
        get { configured.automaticallyUpdatesBackgroundConfiguration }
        set { configured.automaticallyUpdatesBackgroundConfiguration = newValue }
    }
}
