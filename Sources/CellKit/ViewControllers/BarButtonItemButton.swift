import Foundation

/// The button that shows a bar button item on a navigation bar (UIKit's is private): what
/// VoiceOver visits. It reads its item whenever it is drawn or spoken, so a changed title shows
/// and is heard at once.
@MainActor
final class BarButtonItemButton: UIControl {
    weak var item: UIBarButtonItem?

    /// Never decoded: CellKit loads no archives (UIKit requires this initializer).
    required init?(coder: NSCoder) {
        nil
    }

    init(item: UIBarButtonItem) {
        self.item = item
        super.init(frame: .zero)
        accessibilityTraits = .button
    }

    override var isEnabled: Bool {
        get { item?.isEnabled ?? false }
        set {}
    }

    override var accessibilityLabel: String? {
        get { super.accessibilityLabel ?? item?.spokenLabel }
        set { super.accessibilityLabel = newValue }
    }

    override var accessibilityHint: String? {
        get { super.accessibilityHint ?? item?.accessibilityHint }
        set { super.accessibilityHint = newValue }
    }

    /// The width the item's text takes.
    var fittingWidth: CGFloat {
        guard let item else { return 0 }
        return cellMetrics.width(ofColumns: TitleMeasure.of(item.shownText, keptIn: &item.keptShownTextMeasure).columns)
    }

    override func controlWasTapped() {
        item?.performPrimaryAction(from: self)
        super.controlWasTapped()
    }

    override func draw(_ rect: CGRect, in context: CellContext) {
        guard let item else { return }
        context.drawText(item.shownText, at: CGPoint(x: 0, y: context.middleRow(of: bounds)),
                         style: CellStyle(foreground: isEnabled ? .blue : nil, isBold: item.style == .done, isDim: !isEnabled))
    }
}
