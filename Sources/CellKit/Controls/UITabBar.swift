import Foundation

/// A row of tabs, one selected. As in UIKit, the bar has the `.tabBar` trait and is no element;
/// each item is shown by a button of its own that VoiceOver visits: its title, "Tab", its place
/// among the tabs ("2 of 4"), and "Selected" on the selected one. Tapping a tab (a double tap
/// in VoiceOver) selects it and tells the delegate.
@preconcurrency @MainActor
open class UITabBar: UIView {
    /// Told when the user selects a tab. Held weakly, as UIKit does.
    open weak var delegate: (any UITabBarDelegate)?

    /// The tabs, in order. Setting them makes a button for each.
    open var items: [UITabBarItem]? {
        didSet { makeButtons() }
    }

    /// The selected tab; setting it does not tell the delegate (as in UIKit).
    open weak var selectedItem: UITabBarItem? {
        didSet {
            // Only the buttons of the tab left and of the tab chosen change (their "Selected"):
            // telling every button cost a bar of 10,000 tabs 10,000 changes a selection, and a
            // tour of its tabs (the audit's) the square of its tabs.
            guard selectedItem !== oldValue else { return }
            selectionDidChange(of: oldValue)
            selectionDidChange(of: selectedItem)
        }
    }

    /// The buttons that show the items, one each, in the items' order.
    private(set) var buttons: [TabBarButton] = []
    /// The buttons that show each item (one, unless an item is listed twice), by the item: the
    /// items are held by `items`, so no other item takes one's identity while it is here.
    private var buttonsByItem: [ObjectIdentifier: [TabBarButton]] = [:]

    /// Tells the buttons that show `item` that whether it is selected may have changed.
    private func selectionDidChange(of item: UITabBarItem?) {
        guard let item, let shown = buttonsByItem[ObjectIdentifier(item)] else { return }
        for button in shown { button.accessibilityTreeDidChange() }
    }

    /// CellKit loads no archives (there are no storyboards): this always fails, decoding nothing.
    public required init?(coder: NSCoder) {
        nil
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        accessibilityTraits = .tabBar
    }

    open func setItems(_ items: [UITabBarItem]?, animated: Bool) {
        self.items = items
    }

    private func makeButtons() {
        for button in buttons { button.removeFromSuperview() }
        buttons = (items ?? []).map { TabBarButton(item: $0, in: self) }
        buttonsByItem = [:]
        for button in buttons {
            guard let item = button.item else { continue }
            buttonsByItem[ObjectIdentifier(item), default: []].append(button)
        }
        for button in buttons { addSubview(button) }
        if let selectedItem, !(items ?? []).contains(where: { $0 === selectedItem }) { self.selectedItem = nil }
        setNeedsLayout()
    }

    /// The tabs share the bar's width equally, the first ones a cell wider when it does not
    /// divide evenly.
    open override func layoutSubviews() {
        for (button, frame) in zip(buttons, EqualColumns.frames(count: buttons.count, in: bounds, metrics: cellMetrics)) where button.frame != frame {
            button.frame = frame
        }
    }

    /// A tab was tapped: it becomes the selected one, and the delegate hears of it.
    func select(_ item: UITabBarItem) {
        selectedItem = item
        delegate?.tabBar(self, didSelect: item)
    }
}
