import Foundation

/// An on/off control. A tap flips it and sends `valueChanged`. As UIKit's, it is a button with
/// the toggle-button trait and its accessibility value is "1" or "0"; VoiceOver speaks it as
/// "Switch Button. On." or "Off.".
@preconcurrency @MainActor
open class UISwitch: UIControl {
    open var isOn = false {
        didSet { noteChange(.content) }
    }

    /// CellKit loads no archives (there are no storyboards): this always fails, decoding nothing.
    public required init?(coder: NSCoder) {
        nil
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        accessibilityTraits = [.button, .toggleButton]
        // A switch keeps its size, as UIKit's does: it hugs its content at 750 on both axes.
        let layout = madeLayoutState
        layout.horizontalHugging = .defaultHigh
        layout.verticalHugging = .defaultHigh
    }

    open func setOn(_ on: Bool, animated: Bool) {
        isOn = on
    }

    open override var accessibilityValue: String? {
        get { super.accessibilityValue ?? (isOn ? "1" : "0") }
        set { super.accessibilityValue = newValue }
    }

    open override func controlWasTapped() {
        isOn.toggle()
        sendActions(for: [.valueChanged, .primaryActionTriggered])
    }

    /// The points the switch draws in: "(  ●)", five columns, one row.
    open override var intrinsicContentSize: CGSize {
        CGSize(width: cellMetrics.width(ofColumns: 5), height: lineHeight)
    }

    open override func draw(_ rect: CGRect, in context: CellContext) {
        let text = isOn ? "(  ●)" : "(●  )"
        let style = CellStyle(foreground: isOn ? .green : nil, isDim: !isEnabled)
        context.drawText(text, at: CGPoint(x: 0, y: context.middleRow(of: CGRect(origin: .zero, size: bounds.size))), style: style)
    }
}
