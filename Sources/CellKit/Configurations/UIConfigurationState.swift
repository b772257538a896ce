import Foundation

/// The requirements for a value that holds a view's state: its trait collection, and custom
/// states by key. Background and content configurations are updated for a state
/// (`UIContentConfiguration.updated(for:)`); cells give theirs as `UICellConfigurationState`.
public protocol UIConfigurationState {
    /// A state with the traits given, every other state off.
    init(traitCollection: UITraitCollection)
    var traitCollection: UITraitCollection { get set }
    /// A custom state the app set, or `nil`.
    subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? { get set }
}
