import Foundation

/// A view whose content is larger than itself, shown through its bounds. Scrolling moves
/// `contentOffset` (the bounds' origin); the content is clipped to the bounds.
@preconcurrency @MainActor
open class UIScrollView: UIView {
    /// The size of the content, in points.
    open var contentSize: CGSize {
        get { storedContentSize }
        set {
            guard newValue != storedContentSize else { return }
            storedContentSize = newValue
            noteChange(.content)
            // The content guide keeps this size where its constraints leave it free.
            if hasContentLayoutGuide, layoutState?.isInEngine == true { LayoutEngine.invalidate(from: self, .rebuild) }
        }
    }
    @exclusivity(unchecked) private var storedContentSize: CGSize = .zero

    /// CellKit loads no archives (there are no storyboards): this always fails, decoding nothing.
    public required init?(coder: NSCoder) {
        nil
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        clipsToBounds = true
    }

    /// Whether a person can scroll the view. [sim] Rotor's finger never scrolls and VoiceOver
    /// still scrolls the focused element into view, as iOS does; setting the offset in code
    /// works either way, as in UIKit. Kept.
    open var isScrollEnabled = true {
        didSet { noteChange(.content) }
    }

    /// Space round the content, in points, that scrolling can reveal. Kept: CellKit scrolls the
    /// content alone.
    open var contentInset: UIEdgeInsets = .zero {
        didSet { noteChange(.content) }
    }
    /// The insets the scroll view uses: `contentInset`, as CellKit adds no safe area to it.
    open var adjustedContentInset: UIEdgeInsets { contentInset }
    /// Whether the scroll indicators show. Kept: CellKit draws none.
    open var showsVerticalScrollIndicator = true {
        didSet { noteChange(.content) }
    }
    open var showsHorizontalScrollIndicator = true {
        didSet { noteChange(.content) }
    }
    /// The insets of both scroll indicators. Kept: CellKit draws none.
    open var scrollIndicatorInsets: UIEdgeInsets {
        get { verticalScrollIndicatorInsets }
        set {
            verticalScrollIndicatorInsets = newValue
            horizontalScrollIndicatorInsets = newValue
        }
    }
    /// The insets of the vertical scroll indicator (iOS 13). Kept.
    open var verticalScrollIndicatorInsets: UIEdgeInsets = .zero {
        didSet { noteChange(.content) }
    }
    /// The insets of the horizontal scroll indicator (iOS 13). Kept.
    open var horizontalScrollIndicatorInsets: UIEdgeInsets = .zero {
        didSet { noteChange(.content) }
    }
    /// Whether the scroll view adds the safe area to its insets by itself. Kept: the safe area
    /// is empty.
    open var automaticallyAdjustsScrollIndicatorInsets = true {
        didSet { noteChange(.content) }
    }
    /// How the safe area adds to the content insets. Kept: the safe area is empty.
    open var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic {
        didSet { noteChange(.content) }
    }
    /// How the keyboard is put away by scrolling. Kept: there is no on-screen keyboard.
    open var keyboardDismissMode: KeyboardDismissMode = .none {
        didSet { noteChange(.content) }
    }
    /// Whether scrolling stops at multiples of the bounds. Kept: Rotor's scrolling is
    /// VoiceOver's, which brings the focused element into view.
    open var isPagingEnabled = false {
        didSet { noteChange(.content) }
    }
    /// How fast a scroll slows. Kept.
    open var decelerationRate: DecelerationRate = .normal {
        didSet { noteChange(.content) }
    }
    /// Whether a tap on the status bar scrolls to the top. Kept: there is no status bar.
    open var scrollsToTop = true {
        didSet { noteChange(.content) }
    }
    /// Whether a scroll locks to one axis. Kept.
    open var isDirectionalLockEnabled = false {
        didSet { noteChange(.content) }
    }
    /// The smallest and largest zoom, and the zoom now. Kept: cells do not zoom.
    open var minimumZoomScale: CGFloat = 1 {
        didSet { noteChange(.content) }
    }
    open var maximumZoomScale: CGFloat = 1 {
        didSet { noteChange(.content) }
    }
    open var zoomScale: CGFloat = 1 {
        didSet { noteChange(.content) }
    }
    /// Sets the zoom. Kept: cells do not zoom.
    open func setZoomScale(_ scale: CGFloat, animated: Bool) {
        zoomScale = scale
    }
    /// Shows the scroll indicators for a moment. Kept: CellKit draws none.
    open func flashScrollIndicators() {}

    /// Whether scrolling bounces past the edges. Kept: Rotor's scrolling never overshoots.
    open var bounces = true {
        didSet { noteChange(.content) }
    }
    open var alwaysBounceVertical = false {
        didSet { noteChange(.content) }
    }
    open var alwaysBounceHorizontal = false {
        didSet { noteChange(.content) }
    }

    /// The point of the content shown at the top-left corner.
    open var contentOffset: CGPoint {
        get { bounds.origin }
        set {
            guard newValue != bounds.origin else { return }
            bounds = CGRect(origin: newValue, size: bounds.size)
            if relayoutsOnScroll { setNeedsLayout() }
        }
    }

    /// CellKit's own: whether scrolling calls for a new layout. UIKit lays every scroll view out
    /// as it scrolls; in CellKit only a view whose subviews follow the offset (a collection
    /// view's cells) needs it, and a layout marks the view tree as changed, so a long table
    /// scrolled by VoiceOver is not walked again at every step. A subclass that lays out by the
    /// offset says yes.
    open var relayoutsOnScroll: Bool { false }

    /// Scrolls to `contentOffset`. Cells have no animation, so `animated` changes nothing.
    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        self.contentOffset = contentOffset
    }

    /// The largest offset that still shows content: the content's size less the bounds'.
    public var maximumContentOffset: CGPoint {
        CGPoint(x: max(0, contentSize.width - bounds.width), y: max(0, contentSize.height - bounds.height))
    }

    /// Scrolls as little as possible to show `rect` (in content coordinates), staying within
    /// the content. A rect larger than the bounds shows its top-left part.
    open func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
        setContentOffset(contentOffset(showing: rect, from: contentOffset), animated: animated)
    }

    /// CellKit's own: the offset `scrollRectToVisible(_:animated:)` would scroll to from
    /// `offset`, worked out without scrolling (a probe that judges each element from the offsets
    /// the screen was loaded with, and scrolls once, straight there).
    public func contentOffset(showing rect: CGRect, from offset: CGPoint) -> CGPoint {
        var offset = offset
        offset.x = Self.scrolled(offset.x, showing: rect.minX, rect.maxX, within: bounds.width)
        offset.y = Self.scrolled(offset.y, showing: rect.minY, rect.maxY, within: bounds.height)
        let limit = maximumContentOffset
        offset.x = min(max(0, offset.x), limit.x)
        offset.y = min(max(0, offset.y), limit.y)
        return offset
    }

    private static func scrolled(_ offset: CGFloat, showing low: CGFloat, _ high: CGFloat,
                                 within length: CGFloat) -> CGFloat {
        if low < offset || high - low > length { return low }
        if high > offset + length { return high - length }
        return offset
    }
}
