import Foundation

/// The button that shows one tab of a tab bar (UIKit's is private): what VoiceOver visits. It
/// carries the tab bar item trait UIKit gives its own, so it is said as a Tab, not a Button.
@MainActor
final class TabBarButton: UIControl, SystemWording {
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

    /// The item's own value, else its badge as written (a screen reader says a number as a
    /// count of items; see `systemValue`).
    override var accessibilityValue: String? {
        get { super.accessibilityValue ?? item?.accessibilityValue ?? item?.badgeValue.flatMap { $0.isEmpty ? nil : $0 } }
        set { super.accessibilityValue = newValue }
    }

    override var accessibilityHint: String? {
        get { super.accessibilityHint ?? item?.accessibilityHint }
        set { super.accessibilityHint = newValue }
    }

    override var accessibilityUserInputLabels: [String]! {
        get {
            let own = super.accessibilityUserInputLabels ?? []
            return own.isEmpty ? item?.accessibilityUserInputLabels ?? [] : own
        }
        set { super.accessibilityUserInputLabels = newValue }
    }

    /// UIKit's tab is never "Dimmed": a disabled item's button does not take the not-enabled
    /// trait, though it is drawn dim and ignores taps [3p: AccessibilitySnapshot's tab bar
    /// reference images, iOS 17.5, 18.5 and 26.2: "Item C. Tab. 3 of 6."].
    override var accessibilityTraits: UIAccessibilityTraits {
        get {
            var traits = super.accessibilityTraits.union(isSelectedTab ? [.button, .tabBarItem, .selected] : [.button, .tabBarItem])
            if !isEnabled { traits.remove(.notEnabled) }
            return traits
        }
        set { super.accessibilityTraits = newValue }
    }

    var systemLabel: SystemText? { nil }

    /// The badge, when neither the button nor the item has a value of its own.
    var systemValue: SystemText? {
        guard super.accessibilityValue == nil, item?.accessibilityValue == nil,
              let badge = item?.badgeValue, !badge.isEmpty else { return nil }
        return .badge(badge)
    }

    var valueSpokenAfterActivation: String? { nil }

    override func controlWasTapped() {
        guard let item, let tabBar else { return }
        tabBar.select(item)
        super.controlWasTapped()
    }

    override func draw(_ rect: CGRect, in context: CellContext) {
        var text = item?.title ?? ""
        if let badge = item?.badgeValue, !badge.isEmpty { text += " (\(badge))" }
        let selected = isSelectedTab
        context.drawText(text, at: context.centredOrigin(columns: CharacterWidth.of(text), in: CGRect(origin: .zero, size: bounds.size)),
                         style: CellStyle(foreground: selected ? .blue : nil, isBold: selected, isDim: !isEnabled,
                                          isUnderlined: selected))
    }
}
