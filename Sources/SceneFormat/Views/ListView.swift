import CellKit

/// A boxed list of text items (an attachments list, say), drawn one item a line.
@MainActor
package final class ListView: TitledBoxView, DropReceiving {
    public var items: [String]

    /// CellKit loads no archives (there are no storyboards): this always fails, decoding nothing.
    public required init?(coder: NSCoder) {
        nil
    }

    public init(frame: CGRect, title: String, items: [String] = []) {
        self.items = items
        super.init(frame: frame, title: title)
    }

    /// The items, in order, separated by commas; `nil` when the list is empty.
    public override var accessibilityValue: String? {
        get { super.accessibilityValue ?? (items.isEmpty ? nil : items.joined(separator: ", ")) }
        set { super.accessibilityValue = newValue }
    }

    func receive(_ strings: [String], effect: DropEffect) {
        switch effect {
        case .replace: items = strings
        case .append: items += strings
        }
    }

    public override func draw(_ rect: CGRect, in context: CellContext) {
        super.draw(rect, in: context)
        let rows = max(0, Int(saturating: bounds.height) - 2)
        if items.isEmpty {
            context.drawText("(none)", at: CGPoint(x: 2, y: 1), style: CellStyle(isDim: true))
        }
        for (index, item) in items.prefix(rows).enumerated() {
            let text = "• " + item
            let width = max(0, Int(saturating: bounds.width) - 3)
            context.drawText(String(text.prefix(width)), at: CGPoint(x: 2, y: 1 + index))
        }
    }
}
