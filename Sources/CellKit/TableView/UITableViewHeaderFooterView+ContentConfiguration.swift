import Foundation

/// A header or footer view's content and background configurations, as UIKit's: a
/// configuration replaces the title label (`textLabel` is `nil` while one is set).
extension UITableViewHeaderFooterView {
    /// The view's content configuration. Setting one replaces the content view with the view it
    /// makes (or applies it to the content view that supports it); setting `nil` after one puts
    /// a new content view in, with the emptied title label.
    public var contentConfiguration: (any UIContentConfiguration)? {
        get { configured.contentConfiguration }
        set {
            let hadConfiguration = configured.contentConfiguration != nil
            let replaced = configured.setContentConfiguration(newValue, in: self)
            if newValue != nil, !hadConfiguration {
                storedTextLabel.text = nil
                storedTextLabel.removeFromSuperview()
            } else if newValue == nil, hadConfiguration, replaced != nil {
                contentView.addSubview(storedTextLabel)
            }
        }
    }

    /// A list content configuration for a header, with no content: a plain list's header, or a
    /// grouped list's when the view is in a grouped table.
    public func defaultContentConfiguration() -> UIListContentConfiguration {
        guard let table = superview as? UITableView, table.style != .plain else { return .plainHeader() }
        return .groupedHeader()
    }

    /// The view's background configuration; `nil` for none.
    public var backgroundConfiguration: UIBackgroundConfiguration? {
        get { configured.backgroundConfiguration }
        set { configured.setBackgroundConfiguration(newValue, in: self) }
    }

    /// Runs a due configuration update, before the view lays out.
    func updateConfigurationIfNeeded() {
        configured.updateIfNeeded(in: self, state: { configurationState }, update: { updateConfiguration(using: $0) })
    }
}
