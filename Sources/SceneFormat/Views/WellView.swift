import CellKit

/// A boxed place holding one thing (a portrait, say), drawn with its title and content.
@MainActor
package final class WellView: TitledBoxView, DropReceiving {
    /// What the well holds; `nil` when empty.
    public var content: String?

    public override var accessibilityValue: String? {
        get { super.accessibilityValue ?? content }
        set { super.accessibilityValue = newValue }
    }

    func receive(_ strings: [String], effect: DropEffect) {
        guard let first = strings.first else { return }
        switch effect {
        case .replace: content = first
        case .append: content = [content, strings.joined(separator: ", ")].compactMap { $0 }.joined(separator: ", ")
        }
    }

    public override func draw(_ rect: CGRect, in context: CellContext) {
        super.draw(rect, in: context)
        let width = Int(saturating: bounds.width), height = Int(saturating: bounds.height)
        let lines = TextWrapper.wrap(content ?? "(empty)", width: max(1, width - 2))
        let top = max(1, (height - lines.count) / 2)
        for (index, line) in lines.enumerated() where top + index < height - 1 {
            let x = max(1, (width - CharacterWidth.of(line)) / 2)
            context.drawText(line, at: CGPoint(x: x, y: top + index),
                             style: CellStyle(isDim: content == nil))
        }
    }
}
