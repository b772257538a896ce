import Foundation

/// What a button keeps once it has a configuration, an update handler, a menu or a symbol
/// configuration (CellKit's own):
/// held by one optional reference, so that the many buttons without one stay small.
@MainActor
final class ButtonConfigurationState {
    var configuration: UIButton.Configuration?
    var updateHandler: UIButton.ConfigurationUpdateHandler?
    var automaticallyUpdates = true
    /// Whether `updateConfiguration()` is due before the next layout.
    var needsUpdate = false
    var menu: UIMenu?
    var changesSelection = false
    /// The label `subtitleLabel` hands out, made on first use.
    var subtitleLabel: UILabel?
    /// The symbol configurations set for states (`setPreferredSymbolConfiguration(_:forImageIn:)`).
    var symbolConfigurations: [UIControl.State: UIImage.SymbolConfiguration] = [:]
}
