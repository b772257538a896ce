import Foundation

/// A context menu shown over a window: its actions as buttons in a box by the place pressed,
/// modal for VoiceOver, as UIKit shows the menu a configuration gives.
///
/// [sim] UIKit's menu view is private. Rotor shows the menu's title (when it has one) and one
/// button per action a person can choose, nested and inline menus flattened in order; escape
/// (or a tap outside) dismisses it; choosing an action dismisses the menu, then runs the action.
@MainActor
final class ContextMenuPresentation {
    private let container: PresentationContainerView
    private let configuration: UIContextMenuConfiguration
    private weak var interaction: UIContextMenuInteraction?

    /// Shows `menu` in `window` by `point` (in window coordinates), if it offers any action;
    /// returns nil, showing nothing, when it offers none.
    static func show(_ menu: UIMenu, of configuration: UIContextMenuConfiguration, for interaction: UIContextMenuInteraction?,
                     at point: CGPoint, in window: UIWindow) -> ContextMenuPresentation? {
        let actions = menu.choosableActions
        guard !actions.isEmpty else { return nil }
        return ContextMenuPresentation(menu: menu, actions: actions, configuration: configuration,
                                       interaction: interaction, point: point, window: window)
    }

    private init(menu: UIMenu, actions: [UIAction], configuration: UIContextMenuConfiguration,
                 interaction: UIContextMenuInteraction?, point: CGPoint, window: UIWindow) {
        self.configuration = configuration
        self.interaction = interaction
        container = PresentationContainerView(frame: window.bounds)
        // Laid out in the window's cells: a line a row, a margin two columns.
        let system = window.systemMetrics, column = system.column, line = system.line
        let titles = (menu.title.isEmpty ? [] : [menu.title]) + actions.map(\.title)
        let widest = titles.map { CharacterWidth.of($0) }.max() ?? 0
        let width = min(max(window.bounds.width - 2 * column, column), system.cells.width(ofColumns: widest + 4))
        let height = system.cells.height(ofRows: titles.count + 2)
        let x = min(max(0, point.x - width / 2), max(0, window.bounds.width - width))
        let below = point.y + line
        let y = below + height <= window.bounds.height ? below : max(0, window.bounds.height - height)
        let box = UIView(frame: CGRect(x: x, y: y, width: width, height: height))
        box.backgroundColor = .secondarySystemBackground
        var row = line
        if !menu.title.isEmpty {
            let title = UILabel(frame: CGRect(x: 2 * column, y: row, width: width - 4 * column, height: line))
            title.text = menu.title
            box.addSubview(title)
            row += line
        }
        for action in actions {
            let button = UIButton(type: .system)
            button.frame = CGRect(x: 2 * column, y: row, width: width - 4 * column, height: line)
            button.setTitle(action.title, for: .normal)
            if action.attributes.contains(.destructive) { button.setTitleColor(.systemRed, for: .normal) }
            button.addAction(UIAction(title: action.title) { [weak self] _ in self?.choose(action) }, for: .primaryActionTriggered)
            box.addSubview(button)
            row += line
        }
        container.addSubview(box)
        container.escapeHandler = { [weak self] in
            guard let self else { return false }
            self.dismiss()
            return true
        }
        if let interaction { interaction.delegate?.contextMenuInteraction(interaction, willDisplayMenuFor: configuration, animator: nil) }
        window.addSubview(container)
        window.keptContextMenu = self
        UIViewController.postScreenChanged(in: window)
    }

    /// Takes the menu away, telling the interaction's delegate, as a tap outside it does.
    func dismiss() {
        guard let window = container.window else { return }
        if let interaction { interaction.delegate?.contextMenuInteraction(interaction, willEndFor: configuration, animator: nil) }
        container.removeFromSuperview()
        if window.keptContextMenu === self { window.keptContextMenu = nil }
        UIViewController.postScreenChanged(in: window)
    }

    private func choose(_ action: UIAction) {
        dismiss()
        action.perform(sentBy: interaction)
    }
}
