import Foundation

/// The button that shows one tab of a tab bar (UIKit's is private): what VoiceOver visits. It
/// carries the tab bar item trait UIKit gives its own, so it is said as a Tab, not a Button.
@MainActor
final class TabBarButton: UIControl {
    weak var item: UITabBarItem?
    private weak var tabBar: UITabBar?

    /// Never decoded: CellKit loads no archives (UIKit requires this initializer).
    required init?(coder: NSCoder) {
        nil
    }

    init(item: UITabBarItem, in tabBar: UITabBar) {
        self.item = item
        self.tabBar = tabBar
        super.init(frame: .zero)
    }

    private var isSelectedTab: Bool { item != nil && tabBar?.selectedItem === item }

    override var isEnabled: Bool {
        get { item?.isEnabled ?? false }
        set {}
    }

    override var accessibilityLabel: String? {
        get { super.accessibilityLabel ?? item?.accessibilityLabel ?? item?.title }
        set { super.accessibilityLabel = newValue }
    }

    /// The badge, said as the value ([sim]: what VoiceOver says of a badge is not published).
    override var accessibilityValue: String? {
        get { super.accessibilityValue ?? item?.badgeValue }
        set { super.accessibilityValue = newValue }
    }

    override var accessibilityHint: String? {
        get { super.accessibilityHint ?? item?.accessibilityHint }
        set { super.accessibilityHint = newValue }
    }

    override var accessibilityTraits: UIAccessibilityTraits {
        get { super.accessibilityTraits.union(isSelectedTab ? [.button, .tabBarItem, .selected] : [.button, .tabBarItem]) }
        set { super.accessibilityTraits = newValue }
    }

    override func controlWasTapped() {
        guard let item, let tabBar else { return }
        tabBar.select(item)
        super.controlWasTapped()
    }

    override func draw(_ rect: CGRect, in context: CellContext) {
        var text = item?.title ?? ""
        if let badge = item?.badgeValue, !badge.isEmpty { text += " (\(badge))" }
        let x = max(0, ((bounds.width - CGFloat(CharacterWidth.of(text))) / 2).rounded(.down))
        let y = max(0, ((bounds.height - 1) / 2).rounded(.down))
        let selected = isSelectedTab
        context.drawText(text, at: CGPoint(x: x, y: y),
                         style: CellStyle(foreground: selected ? .blue : nil, isBold: selected, isDim: !isEnabled,
                                          isUnderlined: selected))
    }
}
