import Foundation

/// A collection view cell's content and background configurations, as UIKit's.
extension UICollectionViewCell {
    /// The cell's content configuration. Setting one replaces the content view with the view
    /// it makes, or applies it to the content view when that view supports it; setting `nil`
    /// after one puts a new, empty content view in.
    public var contentConfiguration: (any UIContentConfiguration)? {
        get { configured.contentConfiguration }
        set { configured.setContentConfiguration(newValue, in: self) }
    }

    /// The cell's background configuration; `nil` for none.
    public var backgroundConfiguration: UIBackgroundConfiguration? {
        get { configured.backgroundConfiguration }
        set { configured.setBackgroundConfiguration(newValue, in: self) }
    }

    /// The state `configurationState` starts from. [sim] Its drag and drop states stay `.none`:
    /// CellKit does not yet update a cell's configuration as a drag of it starts and ends.
    func makeConfigurationState() -> UICellConfigurationState {
        var state = UICellConfigurationState(traitCollection: .current)
        state.isSelected = isSelected
        state.isDisabled = !isUserInteractionEnabled
        state.isExpanded = outlineState?.isExpanded ?? false
        return state
    }

    /// The state of the cell's item in its section's outline; `nil` when it is in none.
    var outlineState: OutlineItemState? {
        guard let collectionView = superview as? UICollectionView, let outline = collectionView.dataSource as? OutlineDataSource,
              let path = collectionView.shownIndexPath(of: self) else { return nil }
        return outline.outlineState(at: path)
    }

    /// Told that its item expanded or collapsed: its configuration state changed, and it is
    /// drawn and read anew.
    func outlineStateDidChange() {
        setNeedsUpdateConfiguration()
        setNeedsDisplay()
    }

    /// Runs a due configuration update, before the cell lays out.
    func updateConfigurationIfNeeded() {
        configured.updateIfNeeded(in: self, state: { configurationState }, update: { updateConfiguration(using: $0) })
    }
}
