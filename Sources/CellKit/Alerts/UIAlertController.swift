import Foundation

/// An alert or an action sheet: a title, a message, text fields and buttons, presented over the
/// screen, as UIKit's `UIAlertController` (iOS 8). Present it with `present(_:animated:completion:)`.
///
/// Choosing a button dismisses the alert and then runs the action's handler, as UIKit does.
/// VoiceOver moves into the alert when it appears (it is modal: nothing behind it is read) and
/// its escape chooses the cancel action, if there is one. [sim] UIKit's alert view is private: Rotor
/// draws a box with the title, the message, the text fields and one button per action (an
/// alert centred, an action sheet at the bottom), the cancel action last; VoiceOver reads them
/// in that order.
@preconcurrency @MainActor
open class UIAlertController: UIViewController {
    /// Whether the controller is an alert or an action sheet. The values are UIKit's.
    public enum Style: Int, Sendable {
        case actionSheet = 0
        case alert = 1
    }

    /// The text under the title.
    open var message: String? {
        didSet { messageLabel?.text = message }
    }
    /// Whether this is an alert or an action sheet.
    open private(set) var preferredStyle: Style = .alert
    /// The actions, in the order they were added.
    open private(set) var actions: [UIAlertAction] = []
    /// The action drawn as the default one (bold); it must be one of `actions`.
    open var preferredAction: UIAlertAction?
    /// The text fields, in the order they were added; nil when there are none, as in UIKit.
    open var textFields: [UITextField]? { fields.isEmpty ? nil : fields }
    private var fields: [UITextField] = []
    private weak var messageLabel: UILabel?

    /// An alert or action sheet with a title and a message.
    public convenience init(title: String?, message: String?, preferredStyle: UIAlertController.Style) {
        self.init(nibName: nil, bundle: nil)
        self.title = title
        self.message = message
        self.preferredStyle = preferredStyle
        modalPresentationStyle = .overFullScreen
    }

    /// Adds a button. Add them before presenting the alert.
    open func addAction(_ action: UIAlertAction) {
        actions.append(action)
    }

    /// Adds a text field to an alert, letting `configurationHandler` set it up. UIKit allows
    /// text fields only in alerts; in an action sheet this adds none.
    open func addTextField(configurationHandler: (@MainActor (UITextField) -> Void)? = nil) {
        guard preferredStyle == .alert else { return }
        let field = UITextField(frame: .zero)
        configurationHandler?(field)
        fields.append(field)
    }

    open override func loadView() {
        let screen = proposedViewFrame ?? .zero
        let root = UIView(frame: screen)
        // Laid out in the screen's cells: a line a row, a margin two columns.
        let system = root.systemMetrics, column = system.column, line = system.line
        let shown = orderedActions
        let texts = [title, message].compactMap { $0 }.filter { !$0.isEmpty }
        let widest = (texts + shown.compactMap(\.title)).map { CharacterWidth.of($0) }.max() ?? 0
        let width = max(column, min(screen.width - 2 * column, system.cells.width(ofColumns: max(30, widest + 4))))
        let inner = max(column, width - 4 * column)
        var rows: [UIView] = []
        if let title, !title.isEmpty { rows.append(label(title, width: inner, bold: true)) }
        if let message, !message.isEmpty {
            let label = label(message, width: inner, bold: false)
            messageLabel = label
            rows.append(label)
        }
        for field in fields {
            field.frame = CGRect(x: 0, y: 0, width: inner, height: line)
            rows.append(field)
        }
        for action in shown { rows.append(button(for: action, width: inner, height: line)) }
        let height = rows.reduce(2 * line) { $0 + $1.frame.height }
        let middle = system.cells.centredStart(of: height, down: screen.height)
        let y = preferredStyle == .alert ? middle : max(0, screen.height - height)
        let left = system.cells.centredStart(of: width, across: screen.width)
        let box = UIView(frame: CGRect(x: left, y: y, width: width, height: height))
        box.backgroundColor = .secondarySystemBackground
        var top = line
        for row in rows {
            row.frame.origin = CGPoint(x: 2 * column, y: top)
            top += row.frame.height
            box.addSubview(row)
        }
        root.addSubview(box)
        view = root
    }

    /// The actions in the order they are shown: the cancel action last, as UIKit places it.
    private var orderedActions: [UIAlertAction] {
        actions.filter { $0.style != .cancel } + actions.filter { $0.style == .cancel }
    }

    private func label(_ text: String, width: CGFloat, bold: Bool) -> UILabel {
        let label = UILabel(frame: .zero)
        label.text = text
        label.numberOfLines = 0
        label.textAlignment = .center
        if bold { label.font = .boldSystemFont(ofSize: UIFont.labelFontSize) }
        let size = label.sizeThatFits(CGSize(width: width, height: 0))
        label.frame = CGRect(x: 0, y: 0, width: width, height: max(label.lineHeight, size.height))
        return label
    }

    private func button(for action: UIAlertAction, width: CGFloat, height: CGFloat) -> UIButton {
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 0, y: 0, width: width, height: height)
        button.setTitle(action.title, for: .normal)
        if action.style == .destructive { button.setTitleColor(.systemRed, for: .normal) }
        button.isEnabled = action.isEnabled
        button.addAction(UIAction(title: action.title ?? "") { [weak self, weak action] _ in
            guard let self, let action else { return }
            self.choose(action)
        }, for: .primaryActionTriggered)
        action.button = button
        return button
    }

    /// Dismisses the alert, then runs the action's handler, as UIKit does.
    private func choose(_ action: UIAlertAction) {
        guard action.isEnabled else { return }
        let presenter = presentingViewController
        if let presenter {
            presenter.dismiss(animated: true)
        }
        action.handler?(action)
    }

    /// VoiceOver's escape chooses the cancel action, if there is an enabled one.
    open override func accessibilityPerformEscape() -> Bool {
        guard let cancel = actions.first(where: { $0.style == .cancel && $0.isEnabled }) else { return false }
        choose(cancel)
        return true
    }
}
