import Foundation

/// A bar showing how far a task has got, from 0 to 1.
///
/// VoiceOver reads it as UIKit's: the label "Progress" (UIKit's default, which the screen
/// reader says in its own language), then the value as a whole percentage; its trait is
/// `updatesFrequently`. Drawn in cells as a track filled from the left.
@preconcurrency @MainActor
open class UIProgressView: UIView {
    /// The look of a progress view.
    public enum Style: Int, Sendable {
        /// The standard bar.
        case `default`
        /// The bar for a toolbar.
        case bar
    }

    /// UIKit's default label for a progress view, in English as UIKit's strings are here; the
    /// screen reader says it in its language.
    package static let defaultLabel = "Progress"

    /// How the bar looks.
    open var progressViewStyle: Style = .default {
        didSet { noteChange(.content) }
    }

    /// The progress, from 0 to 1; values outside are pinned. With an `observedProgress`, its
    /// fraction completed.
    open var progress: Float {
        get {
            guard let observed = observedProgress else { return storedProgress }
            return Self.pinned(Float(observed.fractionCompleted))
        }
        set {
            let pinned = Self.pinned(newValue)
            guard pinned != storedProgress else { return }
            storedProgress = pinned
            noteChange(.content)
        }
    }
    @exclusivity(unchecked) private var storedProgress: Float = 0

    /// The progress object the bar follows; `nil` to set `progress` by hand. Read whenever the
    /// bar is drawn or spoken (UIKit observes it; there is no key-value observing here).
    open var observedProgress: Progress? {
        didSet { noteChange(.content) }
    }

    /// The filled part's colour.
    open var progressTintColor: UIColor? {
        didSet { noteChange(.content) }
    }

    /// The unfilled part's colour.
    open var trackTintColor: UIColor? {
        didSet { noteChange(.content) }
    }

    /// Kept for code written for UIKit; cells draw the bar in characters.
    open var progressImage: UIImage? {
        didSet { noteChange(.content) }
    }

    /// Kept for code written for UIKit; cells draw the track in characters.
    open var trackImage: UIImage? {
        didSet { noteChange(.content) }
    }

    /// CellKit loads no archives (there are no storyboards): this always fails, decoding nothing.
    public required init?(coder: NSCoder) {
        nil
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        isAccessibilityElement = true
        accessibilityTraits = .updatesFrequently
    }

    /// A progress view of the style's height: one line in cells, whatever the style.
    public convenience init(progressViewStyle style: Style) {
        self.init(frame: CGRect(x: 0, y: 0, width: 0, height: 1))
        progressViewStyle = style
    }

    /// Sets the progress. `animated` changes nothing in cells: the bar shows the new value at once.
    open func setProgress(_ progress: Float, animated: Bool) {
        self.progress = progress
    }

    private static func pinned(_ value: Float) -> Float {
        guard value.isFinite else { return value == .infinity ? 1 : 0 }
        return min(1, max(0, value))
    }

    open override var accessibilityLabel: String? {
        get { super.accessibilityLabel ?? Self.defaultLabel }
        set { super.accessibilityLabel = newValue }
    }

    /// The progress as a whole percentage, "50%". [sim] The rounding to the nearest whole
    /// percent is ours.
    open override var accessibilityValue: String? {
        get { super.accessibilityValue ?? "\(Int(saturating: (progress * 100).rounded()))%" }
        set { super.accessibilityValue = newValue }
    }

    /// One row high; as wide as it is.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: bounds.width, height: lineHeight)
    }

    open override func draw(_ rect: CGRect, in context: CellContext) {
        let metrics = context.metrics
        let width = max(1, metrics.wholeColumns(bounds.width))
        let filled = Int(saturating: (progress * Float(width)).rounded())
        // Only the columns in view are made: a bar may be far wider than the screen.
        let visible = context.clip.offsetBy(dx: -context.origin.x, dy: -context.origin.y).cellRange.columns
        let columns = (0..<width).clamped(to: visible)
        guard !columns.isEmpty else { return }
        let row = context.middleRow(of: CGRect(origin: .zero, size: bounds.size))
        let fill = (progressViewStyle == .bar) ? "█" : "━"
        let done = columns.clamped(to: 0..<filled)
        if !done.isEmpty {
            context.drawText(String(repeating: fill, count: done.count),
                             at: CGPoint(x: metrics.width(ofColumns: done.lowerBound), y: row),
                             style: CellStyle(foreground: (progressTintColor ?? ownTintColor)?.cellColor))
        }
        let rest = columns.clamped(to: filled..<max(filled, width))
        if !rest.isEmpty {
            context.drawText(String(repeating: "─", count: rest.count),
                             at: CGPoint(x: metrics.width(ofColumns: rest.lowerBound), y: row),
                             style: CellStyle(foreground: trackTintColor?.cellColor, isDim: trackTintColor == nil))
        }
    }
}
