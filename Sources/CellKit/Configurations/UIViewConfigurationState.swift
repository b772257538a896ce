import Foundation

/// A view's state for configurations: its traits, and whether it is disabled, highlighted,
/// selected, focused or pinned. Headers and footers give theirs
/// (`UITableViewHeaderFooterView.configurationState`).
public struct UIViewConfigurationState: UIConfigurationState, Hashable {
    public var traitCollection: UITraitCollection
    public var isDisabled = false
    public var isHighlighted = false
    public var isSelected = false
    public var isFocused = false
    /// Whether a header or footer is pinned to the top or bottom of its list while it scrolls.
    public var isPinned = false
    private var customStates: [UIConfigurationStateCustomKey: AnyHashable] = [:]

    public init(traitCollection: UITraitCollection) {
        self.traitCollection = traitCollection
    }

    public subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? {
        get { customStates[key] }
        set { customStates[key] = newValue }
    }
}
