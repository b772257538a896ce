import Foundation

/// The requirements for a configuration of a view's content: it makes the view that shows it
/// (`makeContentView()`) and gives a copy of itself for a state (`updated(for:)`). Set one as a
/// cell's `contentConfiguration`: the cell shows the view it makes as its `contentView`, or
/// applies it to the content view it has when that view `supports(_:)` it.
/// `UIListContentConfiguration` is UIKit's, for the text, secondary text and image of a row.
public protocol UIContentConfiguration {
    /// A new content view showing this configuration.
    @MainActor func makeContentView() -> any UIView & UIContentView
    /// This configuration for a state: the state's defaults applied to what the app has not set.
    func updated(for state: any UIConfigurationState) -> Self
}
