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

    open var currentTitle: String? { title(for: state) }

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

    /// The image shown now.
    open var currentImage: UIImage? { image(for: state) }

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

    /// What the button draws between its brackets: its image's first row, then its title.
    private var shownContent: String {
        let glyph = currentImage?.rows.first ?? ""
        let title = currentTitle ?? ""
        return glyph.isEmpty || title.isEmpty ? glyph + title : glyph + " " + title
    }

    open override var accessibilityLabel: String? {
        get { super.accessibilityLabel ?? currentTitle }
        set { super.accessibilityLabel = newValue }
    }

    /// The points the button draws in: its image and title in brackets ("[ Title ]"), one row.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: textWidth("[ " + shownContent + " ]"), height: lineHeight)
    }

    /// The cells the button draws (`sizeThatFits(_:)`): its title in brackets, one row.
    open override var intrinsicContentSize: CGSize {
        sizeThatFits(.zero)
    }

    open override func draw(_ rect: CGRect, in context: CellContext) {
        let text = "[ " + shownContent + " ]"
        context.drawText(text, at: context.centredOrigin(columns: CharacterWidth.of(text), in: CGRect(origin: .zero, size: bounds.size)),
                         style: CellStyle(foreground: currentTitleColor?.cellColor, isBold: isEnabled, isDim: !isEnabled))
    }
}
