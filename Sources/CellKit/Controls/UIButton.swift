import Foundation

/// A control with a title that does one thing when tapped. VoiceOver speaks its title and
/// "Button".
@preconcurrency @MainActor
open class UIButton: UIControl {
    private var titles: [UIControl.State: String] = [:] {
        didSet { noteChange(.content) }
    }
    private var titleColors: [UIControl.State: UIColor] = [:] {
        didSet { noteChange(.content) }
    }
    private var images: [UIControl.State: UIImage] = [:] {
        didSet { noteChange(.content) }
    }
    /// What a button made or set up with a configuration keeps (iOS 15), made on first use so
    /// that a button without one pays a pointer.
    private var configured: ButtonConfigurationState?

    /// The button's type, chosen when it is made (`init(type:)`); `.custom` for one made from a
    /// frame, as in UIKit. Kept: every type draws as its title in brackets.
    open private(set) var buttonType: ButtonType = .custom

    /// A button of a type, with a zero frame (set one before showing it), as UIKit makes it.
    public convenience init(type buttonType: UIButton.ButtonType) {
        self.init(frame: .zero)
        self.buttonType = buttonType
    }

    /// A button of a type that runs `primaryAction` when tapped and shows its title, as UIKit's
    /// (iOS 14), with a zero frame.
    public convenience init(type buttonType: UIButton.ButtonType = .system, primaryAction: UIAction?) {
        self.init(frame: .zero, primaryAction: primaryAction)
        self.buttonType = buttonType
    }

    /// A button that shows `configuration` and runs `primaryAction` when tapped (iOS 15), with a
    /// zero frame; its type is `.system`.
    public convenience init(configuration: UIButton.Configuration, primaryAction: UIAction? = nil) {
        self.init(frame: .zero, primaryAction: primaryAction)
        buttonType = .system
        self.configuration = configuration
    }

    /// The configuration the button shows, in place of the titles and images set for states;
    /// `nil` (the default) for a button made the older way. Setting it asks for an update.
    open var configuration: UIButton.Configuration? {
        get { configured?.configuration }
        set {
            configurationState.configuration = newValue
            noteChange(.content)
            invalidateIntrinsicContentSize()
        }
    }

    /// Called with the button whenever its state changes, to set its configuration for the
    /// new state (iOS 15).
    public typealias ConfigurationUpdateHandler = (UIButton) -> Void

    /// Called with the button by `updateConfiguration()`, in place of overriding it. Setting it
    /// asks for an update.
    open var configurationUpdateHandler: UIButton.ConfigurationUpdateHandler? {
        get { configured?.updateHandler }
        set {
            configurationState.updateHandler = newValue
            setNeedsUpdateConfiguration()
        }
    }

    /// Whether the button updates its configuration for its state (`updated(for:)`) before
    /// `configurationUpdateHandler` runs; true by default.
    open var automaticallyUpdatesConfiguration: Bool {
        get { configured?.automaticallyUpdates ?? true }
        set { configurationState.automaticallyUpdates = newValue }
    }

    /// Asks for `updateConfiguration()` before the button next lays out. The button asks for
    /// it itself when it is enabled, disabled, selected or deselected.
    open func setNeedsUpdateConfiguration() {
        configurationState.needsUpdate = true
        setNeedsLayout()
    }

    /// Updates the configuration for the button's state: `updated(for:)` when the button
    /// updates automatically, then `configurationUpdateHandler`. A subclass overrides it to
    /// set its configuration.
    open func updateConfiguration() {
        if automaticallyUpdatesConfiguration, let configuration {
            self.configuration = configuration.updated(for: self)
        }
        configured?.updateHandler?(self)
    }

    open override var isEnabled: Bool {
        didSet { if oldValue != isEnabled, configured != nil { setNeedsUpdateConfiguration() } }
    }

    open override var isSelected: Bool {
        didSet { if oldValue != isSelected, configured != nil { setNeedsUpdateConfiguration() } }
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        if let state = configured, state.needsUpdate {
            state.needsUpdate = false
            updateConfiguration()
        }
    }

    /// The kept configuration state, made on first use.
    private var configurationState: ButtonConfigurationState {
        if let configured { return configured }
        let state = ButtonConfigurationState()
        configured = state
        return state
    }

    /// The menu the button shows when tapped if `showsMenuAsPrimaryAction` (iOS 14); a
    /// VoiceOver double tap is a tap. [sim] UIKit also shows it on a long press; CellKit keeps
    /// it without, as a long press has no other way to reach a button's menu in Rotor.
    open var menu: UIMenu? {
        get { configured?.menu }
        set { configurationState.menu = newValue }
    }

    /// Whether a tap toggles the button's selection before its actions run (iOS 15).
    open var changesSelectionAsPrimaryAction: Bool {
        get { configured?.changesSelection ?? false }
        set { configurationState.changesSelection = newValue }
    }

    open override func controlWasTapped() {
        if changesSelectionAsPrimaryAction { isSelected.toggle() }
        if showsMenuAsPrimaryAction, let menu, let window {
            let below = convert(CGPoint(x: bounds.midX, y: bounds.maxY - 1), to: window)
            _ = ContextMenuPresentation.show(menu, of: UIContextMenuConfiguration(), for: nil, at: below, in: window)
            return
        }
        super.controlWasTapped()
    }

    override func adoptPrimaryAction(_ action: UIAction?) {
        guard let action else { return }
        if !action.title.isEmpty { setTitle(action.title, for: .normal) }
        if let image = action.image { setImage(image, for: .normal) }
    }

    /// CellKit loads no archives (there are no storyboards): this always fails, decoding nothing.
    public required init?(coder: NSCoder) {
        nil
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        accessibilityTraits = .button
    }

    open func setTitle(_ title: String?, for state: UIControl.State) {
        titles[state] = title
        invalidateIntrinsicContentSize()
    }

    /// The title for a state, falling back to the normal state's.
    open func title(for state: UIControl.State) -> String? {
        titles[state] ?? titles[.normal]
    }

    /// The title shown now: the configuration's, else the one set for the state.
    open var currentTitle: String? { configured?.configuration?.title ?? title(for: state) }

    /// Sets the title's colour for a state; `nil` removes it (the normal state's is used).
    open func setTitleColor(_ color: UIColor?, for state: UIControl.State) {
        titleColors[state] = color
    }

    /// The title's colour for a state, falling back to the normal state's; `nil` when none is set
    /// (the title is drawn in the terminal's colour).
    open func titleColor(for state: UIControl.State) -> UIColor? {
        titleColors[state] ?? titleColors[.normal]
    }

    open var currentTitleColor: UIColor? { titleColor(for: state) }

    /// Sets the image shown before the title for a state; `nil` removes it (the normal state's is
    /// used).
    open func setImage(_ image: UIImage?, for state: UIControl.State) {
        images[state] = image
        invalidateIntrinsicContentSize()
    }

    /// The image for a state, falling back to the normal state's.
    open func image(for state: UIControl.State) -> UIImage? {
        images[state] ?? images[.normal]
    }

    /// Sets the symbol configuration of the image for a state. Kept: a symbol is one glyph in
    /// cells at any size.
    open func setPreferredSymbolConfiguration(_ configuration: UIImage.SymbolConfiguration?, forImageIn state: UIControl.State) {
        symbolConfigurations[state] = configuration
    }

    /// The symbol configuration set for a state, falling back to the normal state's.
    open func preferredSymbolConfigurationForImage(in state: UIControl.State) -> UIImage.SymbolConfiguration? {
        symbolConfigurations[state] ?? symbolConfigurations[.normal]
    }
    private var symbolConfigurations: [UIControl.State: UIImage.SymbolConfiguration] {
        get { configured?.symbolConfigurations ?? [:] }
        set { configurationState.symbolConfigurations = newValue }
    }

    /// The image shown now.
    open var currentImage: UIImage? { configured?.configuration?.image ?? image(for: state) }

    /// The label UIKit shows the title in. [sim] CellKit's button draws its title itself: this
    /// label, made on first use and never in the view tree, holds the current title when read;
    /// what an app sets on it (a font, lines) is kept, not drawn.
    open var titleLabel: UILabel? {
        let label = madeTitleLabel ?? UILabel(frame: .zero)
        madeTitleLabel = label
        if label.text != currentTitle { label.text = currentTitle }
        return label
    }
    private var madeTitleLabel: UILabel?

    /// The image view UIKit shows the image in: as `titleLabel`, made on first use, holding the
    /// current image when read; what an app sets on it is kept.
    open var imageView: UIImageView? {
        let view = madeImageView ?? UIImageView(frame: .zero)
        madeImageView = view
        if view.image !== currentImage { view.image = currentImage }
        return view
    }
    private var madeImageView: UIImageView?

    /// The label UIKit shows a configuration's subtitle in (iOS 15): made on first use, never
    /// in the view tree, holding the subtitle when read; `nil` when there is no subtitle.
    open var subtitleLabel: UILabel? {
        guard let subtitle = configured?.configuration?.subtitle else { return nil }
        let label = configurationState.subtitleLabel ?? UILabel(frame: .zero)
        configurationState.subtitleLabel = label
        if label.text != subtitle { label.text = subtitle }
        return label
    }

    /// What the button draws between its brackets: its image's first row and its title, the
    /// image on the side its configuration places it.
    private var shownContent: String {
        let glyph = currentImage?.rows.first ?? ""
        let title = currentTitle ?? ""
        if glyph.isEmpty || title.isEmpty { return glyph + title }
        return configured?.configuration?.imagePlacement == .trailing ? title + " " + glyph : glyph + " " + title
    }

    /// A configuration's subtitle, drawn on the line below the title.
    private var shownSubtitle: String? {
        guard let subtitle = configured?.configuration?.subtitle, !subtitle.isEmpty else { return nil }
        return subtitle
    }

    /// The title, then a configuration's subtitle ([sim]: UIKit's button reads the labels it
    /// shows, in order).
    open override var accessibilityLabel: String? {
        get {
            if let label = super.accessibilityLabel { return label }
            guard let subtitle = shownSubtitle else { return currentTitle }
            guard let title = currentTitle, !title.isEmpty else { return subtitle }
            return title + ", " + subtitle
        }
        set { super.accessibilityLabel = newValue }
    }

    /// The points the button draws in: its image and title in brackets ("[ Title ]"), one row,
    /// and a configuration's subtitle on a second.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let width = textWidth("[ " + shownContent + " ]")
        guard let subtitle = shownSubtitle else { return CGSize(width: width, height: lineHeight) }
        return CGSize(width: max(width, textWidth("  " + subtitle + "  ")), height: 2 * lineHeight)
    }

    /// The cells the button draws (`sizeThatFits(_:)`): its title in brackets, one row.
    open override var intrinsicContentSize: CGSize {
        sizeThatFits(.zero)
    }

    open override func draw(_ rect: CGRect, in context: CellContext) {
        let text = "[ " + shownContent + " ]"
        let foreground = configured?.configuration?.baseForegroundColor ?? currentTitleColor
        let style = CellStyle(foreground: foreground?.cellColor, isBold: isEnabled, isDim: !isEnabled)
        guard let subtitle = shownSubtitle, bounds.height >= 2 * lineHeight else {
            context.drawText(text, at: context.centredOrigin(columns: CharacterWidth.of(text), in: CGRect(origin: .zero, size: bounds.size)),
                             style: style)
            return
        }
        // Title and subtitle as two lines centred together down the frame.
        let top = CGRect(x: 0, y: 0, width: bounds.width, height: bounds.height / 2)
        let bottom = CGRect(x: 0, y: bounds.height / 2, width: bounds.width, height: bounds.height / 2)
        context.drawText(text, at: context.centredOrigin(columns: CharacterWidth.of(text), in: top), style: style)
        context.drawText(subtitle, at: context.centredOrigin(columns: CharacterWidth.of(subtitle), in: bottom),
                         style: CellStyle(foreground: foreground?.cellColor, isDim: !isEnabled))
    }
}
