import Foundation

/// A row of dots, one for each page, the current one filled. As in UIKit, it is one adjustable
/// element whose value is "page 2 of 3" (said in the screen reader's language): a swipe up
/// shows the next page, a swipe down the previous one, each sending `valueChanged`
/// [3p: AccessibilitySnapshot's page control reference images: "page 2 of 3. Adjustable."].
@preconcurrency @MainActor
open class UIPageControl: UIControl, SystemWording {
    /// How many pages there are; 0 at first. The current page is kept among them.
    open var numberOfPages = 0 {
        didSet {
            if numberOfPages < 0 { numberOfPages = 0 }
            if currentPage >= numberOfPages { currentPage = max(0, numberOfPages - 1) }
            noteChange(.element)
        }
    }
    /// The page shown, from 0; kept between 0 and the last page. Setting it sends no action, as
    /// in UIKit.
    open var currentPage = 0 {
        didSet {
            let kept = min(max(0, currentPage), max(0, numberOfPages - 1))
            if kept != currentPage { currentPage = kept }
            noteChange(.content)
        }
    }
    /// Whether the control is hidden when there is only one page (or none): it is then neither
    /// drawn nor visited.
    open var hidesForSinglePage = false {
        didSet { noteChange(.element) }
    }

    /// CellKit loads no archives (there are no storyboards): this always fails, decoding nothing.
    public required init?(coder: NSCoder) {
        nil
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        accessibilityTraits = .adjustable
    }

    public convenience init() {
        self.init(frame: .zero)
    }

    /// Whether `hidesForSinglePage` hides it now.
    private var isHiddenForSinglePage: Bool { hidesForSinglePage && numberOfPages <= 1 }

    open override var isAccessibilityElement: Bool {
        get { super.isAccessibilityElement && !isHiddenForSinglePage }
        set { super.isAccessibilityElement = newValue }
    }

    open override var accessibilityValue: String? {
        get { super.accessibilityValue ?? systemValue?.english }
        set { super.accessibilityValue = newValue }
    }

    /// UIKit's own name for it in Voice Control ([sim]: what UIKit lists is not published; the
    /// reference images show "Page control").
    open override var accessibilityUserInputLabels: [String]! {
        get {
            let own = super.accessibilityUserInputLabels ?? []
            return own.isEmpty ? ["Page control"] : own
        }
        set { super.accessibilityUserInputLabels = newValue }
    }

    package var systemLabel: SystemText? { nil }

    /// "page N of M", when the app gave no value of its own.
    package var systemValue: SystemText? {
        guard super.accessibilityValue == nil, numberOfPages > 0 else { return nil }
        return .page(index: currentPage + 1, count: numberOfPages)
    }

    package var valueSpokenAfterActivation: String? { nil }

    /// The next page (VoiceOver's swipe up).
    open override func accessibilityIncrement() { turn(by: 1) }
    /// The previous page (VoiceOver's swipe down).
    open override func accessibilityDecrement() { turn(by: -1) }

    private func turn(by pages: Int) {
        guard isEnabled else { return }
        let old = currentPage
        currentPage = old + pages
        if currentPage != old { sendActions(for: [.valueChanged, .primaryActionTriggered]) }
    }

    /// A tap on the trailing half shows the next page, on the leading half the previous one, as
    /// UIKit's does.
    override func handleSimulatedTap(at point: CGPoint) -> Bool {
        guard isEnabled, !isHiddenForSinglePage else { return false }
        turn(by: point.x < bounds.width / 2 ? -1 : 1)
        return true
    }

    open override func draw(_ rect: CGRect, in context: CellContext) {
        guard !isHiddenForSinglePage, numberOfPages > 0 else { return }
        // Only as many dots as fit, two cells each, and never more than the grid can show: a
        // control far wider than the screen would otherwise build a string of its width.
        let fitting = min(context.metrics.wholeColumns(bounds.width), context.grid.width) / 2
        let shown = min(numberOfPages, max(1, fitting))
        let dots = (0..<shown).map { $0 == currentPage ? "●" : "○" }.joined(separator: " ")
        context.drawText(dots, at: context.centredOrigin(columns: CharacterWidth.of(dots), in: CGRect(origin: .zero, size: bounds.size)), style: CellStyle(isDim: !isEnabled))
    }
}
