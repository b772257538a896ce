import Foundation

/// One wheel of a `UIPickerView` (UIKit's is private): what VoiceOver visits, adjustable.
@MainActor
final class PickerComponentView: UIView {
    let component: Int
    private weak var picker: UIPickerView?

    /// Never decoded: CellKit loads no archives (UIKit requires this initializer).
    required init?(coder: NSCoder) {
        nil
    }

    init(component: Int, in picker: UIPickerView) {
        self.component = component
        self.picker = picker
        super.init(frame: .zero)
        isAccessibilityElement = true
    }

    override var accessibilityTraits: UIAccessibilityTraits {
        get { super.accessibilityTraits.union(.adjustable) }
        set { super.accessibilityTraits = newValue }
    }

    /// The chosen row's title, and where it is among the rows ("Medium, 2 of 3").
    override var accessibilityValue: String? {
        get {
            if let own = super.accessibilityValue { return own }
            guard let picker else { return nil }
            let row = picker.selectedRow(inComponent: component), count = picker.numberOfRows(inComponent: component)
            guard row >= 0, row < count else { return nil }
            return "\(picker.title(forRow: row, inComponent: component)), \(row + 1) of \(count)"
        }
        set { super.accessibilityValue = newValue }
    }

    /// The next row, as a swipe up on a wheel turns it on iOS.
    override func accessibilityIncrement() { picker?.step(component: component, by: 1) }
    override func accessibilityDecrement() { picker?.step(component: component, by: -1) }

    override func draw(_ rect: CGRect, in context: CellContext) {
        guard let picker else { return }
        let row = picker.selectedRow(inComponent: component)
        let title = row >= 0 ? picker.title(forRow: row, inComponent: component) : ""
        let text = "‹ " + title + " ›"
        context.drawText(text, at: context.centredOrigin(columns: CharacterWidth.of(text), in: CGRect(origin: .zero, size: bounds.size)),
                         style: CellStyle())
    }
}
