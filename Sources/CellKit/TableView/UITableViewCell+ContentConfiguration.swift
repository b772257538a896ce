import Foundation

/// A table view cell's content and background configurations, as UIKit's: a configuration
/// replaces the built-in labels (`textLabel`, `detailTextLabel` and `imageView` are `nil` while
/// one is set) with the view it makes, and VoiceOver reads that view's texts as the cell's label.
extension UITableViewCell {
    /// The cell's content configuration. Setting one replaces the content view with the view
    /// it makes, or applies it to the content view when that view supports it; setting `nil`
    /// after one puts a new, empty content view in (the built-in labels, emptied, go back into
    /// it, as UIKit makes them anew when asked for).
    public var contentConfiguration: (any UIContentConfiguration)? {
        get { configured.contentConfiguration }
        set {
            let hadConfiguration = configured.contentConfiguration != nil
            let replaced = configured.setContentConfiguration(newValue, in: self)
            if newValue != nil, !hadConfiguration {
                resetBuiltInContent()
            } else if newValue == nil, hadConfiguration, replaced != nil {
                contentView.addSubview(storedImageView)
                contentView.addSubview(storedTextLabel)
                if let storedDetailTextLabel { contentView.addSubview(storedDetailTextLabel) }
            }
        }
    }

    /// A list content configuration for the cell's style, with no content: `cell()` for
    /// `.default`, `subtitleCell()` for `.subtitle`, `valueCell()` for `.value1` and `.value2`
    /// [inf: UIKit documents "for the cell's style", and has no value 2 configuration].
    public func defaultContentConfiguration() -> UIListContentConfiguration {
        switch cellStyle {
        case .default: .cell()
        case .subtitle: .subtitleCell()
        case .value1, .value2: .valueCell()
        }
    }

    /// The cell's background configuration; `nil` for none (the cell's `backgroundColor` and
    /// `backgroundView` then show).
    public var backgroundConfiguration: UIBackgroundConfiguration? {
        get { configured.backgroundConfiguration }
        set { configured.setBackgroundConfiguration(newValue, in: self) }
    }

    /// The background configuration for a cell of the cell's table's style: a plain list's
    /// cell, or a grouped list's.
    public func defaultBackgroundConfiguration() -> UIBackgroundConfiguration {
        guard let table = superview as? UITableView, table.style != .plain else { return .listPlainCell() }
        return .listGroupedCell()
    }

    /// The built-in labels and image, emptied and out of the hierarchy: a configuration's view
    /// shows the content now.
    private func resetBuiltInContent() {
        storedTextLabel.text = nil
        storedDetailTextLabel?.text = nil
        storedImageView.image = nil
        storedTextLabel.removeFromSuperview()
        storedDetailTextLabel?.removeFromSuperview()
        storedImageView.removeFromSuperview()
    }

    /// The state `configurationState` starts from. [sim] Its drag and drop states stay `.none`:
    /// CellKit does not yet update a cell's configuration as a drag of it starts and ends.
    func makeConfigurationState() -> UICellConfigurationState {
        var state = UICellConfigurationState(traitCollection: .current)
        state.isSelected = isSelected
        state.isHighlighted = isHighlighted
        state.isEditing = isEditing
        state.isDisabled = !isUserInteractionEnabled
        return state
    }

    /// Runs a due configuration update, before the cell lays out.
    func updateConfigurationIfNeeded() {
        configured.updateIfNeeded(in: self, state: { configurationState }, update: { updateConfiguration(using: $0) })
    }
}
