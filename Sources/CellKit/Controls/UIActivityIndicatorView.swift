import Foundation

/// A spinner that shows a task is under way, for as long as it is animating.
///
/// VoiceOver reads it as UIKit's: "In progress" while it animates, and "Progress halted" once
/// stopped if it stays shown ([sim] the second); a stopped indicator that `hidesWhenStopped`
/// (the default) is hidden, so VoiceOver passes it by. Drawn in cells as one spinner glyph that
/// does not turn (a terminal frame is not redrawn for an animation no one asked for).
@preconcurrency @MainActor
open class UIActivityIndicatorView: UIView, SystemWording {
    /// The look of an activity indicator, as UIKit's.
    public enum Style: Int, Sendable {
        /// A medium spinner (iOS 13).
        case medium = 100
        /// A large spinner (iOS 13).
        case large = 101
        /// The old large white spinner.
        @available(*, deprecated, renamed: "large")
        case whiteLarge = 0
        /// The old white spinner.
        @available(*, deprecated, renamed: "medium")
        case white = 1
        /// The old grey spinner.
        @available(*, deprecated, renamed: "medium")
        case gray = 2
    }

    /// The indicator's look; it changes only its colour in cells.
    open var style: Style = .medium {
        didSet { noteChange(.content) }
    }

    /// The spinner's colour; `nil` for the system's grey.
    open var color: UIColor! {
        didSet { noteChange(.content) }
    }

    /// Whether the indicator hides when it stops; true by default, as in UIKit.
    open var hidesWhenStopped = true {
        didSet { if !isAnimating { isHidden = hidesWhenStopped } }
    }

    /// Whether the indicator is spinning.
    open private(set) var isAnimating = false

    /// A medium indicator, stopped and so hidden.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isAccessibilityElement = true
        accessibilityTraits = .updatesFrequently
        isHidden = true
    }

    /// An indicator of a style, sized to it, stopped and so hidden.
    public convenience init(style: Style) {
        self.init(frame: .zero)
        self.style = style
        frame.size = intrinsicContentSize
    }

    /// CellKit loads no archives (there are no storyboards): this always fails, decoding nothing.
    public required init?(coder: NSCoder) {
        nil
    }

    /// Starts spinning, and shows the indicator.
    open func startAnimating() {
        guard !isAnimating else { return }
        isAnimating = true
        isHidden = false
        noteChange(.content)
    }

    /// Stops spinning, and hides the indicator if it `hidesWhenStopped`.
    open func stopAnimating() {
        guard isAnimating else { return }
        isAnimating = false
        if hidesWhenStopped { isHidden = true }
        noteChange(.content)
    }

    package var systemLabel: SystemText? {
        super.accessibilityLabel == nil ? (isAnimating ? .inProgress : .progressHalted) : nil
    }

    package var systemValue: SystemText? { nil }

    package var valueSpokenAfterActivation: String? { nil }

    /// "In progress" while spinning, "Progress halted" when stopped, unless the app set a label.
    open override var accessibilityLabel: String? {
        get { super.accessibilityLabel ?? (isAnimating ? SystemText.inProgress : SystemText.progressHalted).english }
        set { super.accessibilityLabel = newValue }
    }

    /// One character: a spinner is 20 points on iOS (37 when large), a cell here.
    open override var intrinsicContentSize: CGSize {
        CGSize(width: textWidth("◌"), height: lineHeight)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        intrinsicContentSize
    }

    open override func draw(_ rect: CGRect, in context: CellContext) {
        let glyph = isAnimating ? "◌" : "○"
        context.drawText(glyph, at: context.centredOrigin(columns: 1, in: CGRect(origin: .zero, size: bounds.size)),
                         style: CellStyle(foreground: color?.cellColor, isDim: color == nil))
    }
}
