import Foundation

/// The view that shows a `UIListContentConfiguration`: an image view, a label for the text and
/// one for the secondary text, laid out in its bounds by the configuration. Cells make one when
/// their `contentConfiguration` is a list configuration; put one in a view of your own with
/// `init(configuration:)`.
///
/// The view is not an accessibility element: its labels are, as any label, so VoiceOver reads
/// the text, then the secondary text; a table view cell joins them into its own label
/// ("Buy milk, Today"). A part the configuration leaves out is hidden, and read by no one.
@preconcurrency @MainActor
open class UIListContentView: UIView, UIContentView {
    private var shown: UIListContentConfiguration
    private let imageView = UIImageView(frame: .zero)
    private let textLabel = UILabel(frame: .zero)
    private let secondaryTextLabel = UILabel(frame: .zero)

    /// A view showing `configuration`.
    public init(configuration: UIListContentConfiguration) {
        shown = configuration
        super.init(frame: .zero)
        addSubview(imageView)
        addSubview(textLabel)
        addSubview(secondaryTextLabel)
        apply(configuration)
    }

    /// CellKit loads no archives (there are no storyboards): this always fails.
    public required init?(coder: NSCoder) {
        nil
    }

    /// The guide that follows the image (iOS 14), or `nil` while the configuration has none.
    open var imageLayoutGuide: UILayoutGuide? { imageView.isHidden ? nil : guide(following: imageView, \.image, "Image") }
    /// The guide that follows the text (iOS 14), or `nil` while the configuration has none: a
    /// cell aligns its `separatorLayoutGuide` with it.
    open var textLayoutGuide: UILayoutGuide? { textLabel.isHidden ? nil : guide(following: textLabel, \.text, "Text") }
    /// The guide that follows the secondary text (iOS 14), or `nil` while there is none.
    open var secondaryTextLayoutGuide: UILayoutGuide? {
        secondaryTextLabel.isHidden ? nil : guide(following: secondaryTextLabel, \.secondaryText, "SecondaryText")
    }

    /// The guides made so far, one a part.
    private struct PartGuides {
        var image: UILayoutGuide?
        var text: UILayoutGuide?
        var secondaryText: UILayoutGuide?
    }
    private var partGuides = PartGuides()

    /// The guide for `part`, made on first use: a guide of this view that is the part's frame.
    private func guide(following part: UIView, _ slot: WritableKeyPath<PartGuides, UILayoutGuide?>, _ name: String) -> UILayoutGuide {
        if let made = partGuides[keyPath: slot] { return made }
        let made = UILayoutGuide(following: part, owningView: self, identifier: "UIListContentView-\(name)LayoutGuide")
        partGuides[keyPath: slot] = made
        return made
    }

    /// The configuration shown. Setting a list configuration shows it; any other kind is
    /// ignored, as this view cannot show it (`supports(_:)`).
    open var configuration: any UIContentConfiguration {
        get { shown }
        set {
            guard let list = newValue as? UIListContentConfiguration else { return }
            shown = list
            apply(list)
        }
    }

    /// Whether the view can show a configuration: a list content configuration.
    open func supports(_ configuration: any UIContentConfiguration) -> Bool {
        configuration is UIListContentConfiguration
    }

    open override var frame: CGRect {
        didSet { if frame.size != oldValue.size { setNeedsLayout() } }
    }

    // MARK: Applying

    /// Puts the configuration's content in the subviews; each setter reports its own change.
    private func apply(_ configuration: UIListContentConfiguration) {
        imageView.image = configuration.image
        imageView.isHidden = configuration.image == nil
        if let tint = configuration.imageProperties.tintColor { imageView.tintColor = tint }
        Self.apply(configuration.primaryText, with: configuration.textProperties, to: textLabel)
        Self.apply(configuration.secondaryTextContent, with: configuration.secondaryTextProperties, to: secondaryTextLabel)
        let traits: UIAccessibilityTraits = configuration.style.isHeader ? [.staticText, .header] : .staticText
        if textLabel.accessibilityTraits != traits { textLabel.accessibilityTraits = traits }
        if alpha != configuration.alpha { alpha = configuration.alpha }
        setNeedsLayout()
    }

    private static func apply(_ text: UIListContentConfiguration.Text, with properties: UIListContentConfiguration.TextProperties,
                              to label: UILabel) {
        switch text {
        case .plain(let string):
            let shown = string.map(properties.transformed)
            if label.text != shown { label.text = shown }
        case .attributed(let string):
            if properties.transform == .none {
                label.attributedText = string
            } else {
                label.text = string.map { properties.transformed($0.string) }
            }
        }
        label.isHidden = (label.text ?? "").isEmpty
        label.font = properties.font
        label.textColor = properties.resolvedColor()
        label.numberOfLines = properties.numberOfLines
        switch properties.alignment {
        case .natural: label.textAlignment = .natural
        case .center: label.textAlignment = .center
        case .justified: label.textAlignment = .justified
        }
    }

    // MARK: Layout

    /// The content's rectangle: the bounds inside the configuration's margins.
    private var contentArea: CGRect {
        let margins = shown.directionalLayoutMargins
        let width = max(0, bounds.width - margins.leading - margins.trailing)
        let height = max(0, bounds.height - margins.top - margins.bottom)
        return CGRect(x: margins.leading, y: margins.top, width: width, height: height)
    }

    open override func layoutSubviews() {
        let placed = ListContentPlacement(configuration: shown, hasText: !textLabel.isHidden,
                                          hasSecondaryText: !secondaryTextLabel.isHidden,
                                          textWidth: width(of: textLabel), secondaryWidth: width(of: secondaryTextLabel),
                                          metrics: cellMetrics)
        let frames = placed.frames(in: contentArea)
        imageView.frame = frames.image
        textLabel.frame = frames.text
        secondaryTextLabel.frame = frames.secondaryText
    }

    /// The cells the content needs: one line for side-by-side texts or a single text, the text's
    /// lines then the secondary text's when they stack; as wide as the widest line, plus the
    /// image and the margins.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let placed = ListContentPlacement(configuration: shown, hasText: !textLabel.isHidden,
                                          hasSecondaryText: !secondaryTextLabel.isHidden,
                                          textWidth: width(of: textLabel), secondaryWidth: width(of: secondaryTextLabel),
                                          metrics: cellMetrics)
        let margins = shown.directionalLayoutMargins
        let needed = placed.neededSize(width: size.width - margins.leading - margins.trailing)
        return CGSize(width: needed.width + margins.leading + margins.trailing,
                      height: needed.height + margins.top + margins.bottom)
    }

    open override var intrinsicContentSize: CGSize {
        sizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude, height: 0))
    }

    private func width(of label: UILabel) -> CGFloat {
        label.isHidden ? 0 : textWidth(label.text ?? "")
    }
}
