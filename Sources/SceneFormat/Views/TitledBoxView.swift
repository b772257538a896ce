import CellKit

/// A boxed view with a title on its top edge, which VoiceOver speaks as its label unless given
/// another. Wells and lists are titled boxes.
@MainActor
package class TitledBoxView: UIView {
    public var title: String

    /// CellKit loads no archives (there are no storyboards): this always fails, decoding nothing.
    public required init?(coder: NSCoder) {
        nil
    }

    public init(frame: CGRect, title: String) {
        self.title = title
        super.init(frame: frame)
        layer.borderWidth = 1
    }

    public override var accessibilityLabel: String? {
        get { super.accessibilityLabel ?? title }
        set { super.accessibilityLabel = newValue }
    }

    /// Draws the title into the box's top edge.
    public override func draw(_ rect: CGRect, in context: CellContext) {
        context.drawText(title, at: CGPoint(x: 2, y: 0), style: CellStyle(isBold: true))
    }
}
