import Foundation

/// CellKit's own: what a cell, header or footer keeps of its configurations: the content view
/// (the one it was made with, or the one its content configuration made), the configurations,
/// the update handler, and whether an update is due. One object a view, so a view class adds
/// one stored property for all of it.
///
/// As UIKit documents: setting a content configuration replaces the content view with one the
/// configuration makes, unless the content view shown supports it (then it is applied to that
/// view); setting `nil` after a configuration puts a new, empty content view in. A background
/// configuration's colour is drawn by its view (`drawBackground(in:bounds:)`) and its custom
/// view goes behind the content. Every change reaches the caches through the views' own
/// setters (`addSubview`, `removeFromSuperview`, a label's text) or `noteChange`.
@MainActor
final class ConfiguredContent {
    private(set) var contentView: UIView
    private(set) var contentConfiguration: (any UIContentConfiguration)?
    private(set) var backgroundConfiguration: UIBackgroundConfiguration?
    /// The background configuration's custom view, behind the content.
    private var backgroundCustomView: UIView?
    var automaticallyUpdatesContentConfiguration = true
    var automaticallyUpdatesBackgroundConfiguration = true
    /// The view's typed update handler (`configurationUpdateHandler`).
    var updateHandler: Any?
    /// Whether the view's configuration must be updated for its state before it next lays out.
    var needsUpdate = true

    init(contentView: UIView) {
        self.contentView = contentView
    }

    /// Shows a content configuration in `owner`. Returns the content view that stopped showing,
    /// if one was replaced.
    @discardableResult
    func setContentConfiguration(_ configuration: (any UIContentConfiguration)?, in owner: UIView) -> UIView? {
        defer { contentConfiguration = configuration }
        if let configuration {
            if let shown = contentView as? (UIView & UIContentView), shown.supports(configuration) {
                shown.configuration = configuration
                return nil
            }
            return replaceContentView(with: configuration.makeContentView(), in: owner)
        }
        guard contentConfiguration != nil else { return nil }
        return replaceContentView(with: UIView(frame: .zero), in: owner)
    }

    private func replaceContentView(with new: UIView, in owner: UIView) -> UIView {
        let old = contentView
        let index = owner.subviews.firstIndex { $0 === old } ?? owner.subviews.count
        new.frame = old.frame
        old.removeFromSuperview()
        owner.insertSubview(new, at: min(index, owner.subviews.count))
        contentView = new
        owner.setNeedsLayout()
        return old
    }

    /// Shows a background configuration in `owner`: its custom view behind the content, its
    /// colour drawn by the owner.
    func setBackgroundConfiguration(_ configuration: UIBackgroundConfiguration?, in owner: UIView) {
        guard configuration != backgroundConfiguration else { return }
        backgroundConfiguration = configuration
        let custom = configuration?.customView
        if custom !== backgroundCustomView {
            backgroundCustomView?.removeFromSuperview()
            backgroundCustomView = custom
            if let custom { owner.insertSubview(custom, at: 0) }
        }
        owner.noteChange(.content)
        owner.setNeedsLayout()
    }

    /// Places the background's custom view, inside the configuration's insets.
    func layOutBackground(in bounds: CGRect) {
        guard let custom = backgroundCustomView, let configuration = backgroundConfiguration else { return }
        let insets = configuration.backgroundInsets
        custom.frame = CGRect(x: bounds.minX + insets.leading, y: bounds.minY + insets.top,
                              width: max(0, bounds.width - insets.leading - insets.trailing),
                              height: max(0, bounds.height - insets.top - insets.bottom))
    }

    /// Fills the background's cells with its colour, when the colour is one cells can show.
    func drawBackground(in context: CellContext, bounds: CGRect, tint: UIColor) {
        guard let configuration = backgroundConfiguration,
              let color = configuration.resolvedBackgroundColor(for: tint).cellColor else { return }
        let insets = configuration.backgroundInsets
        let area = CGRect(x: bounds.minX + insets.leading, y: bounds.minY + insets.top,
                          width: max(0, bounds.width - insets.leading - insets.trailing),
                          height: max(0, bounds.height - insets.top - insets.bottom))
        context.fill(area, style: CellStyle(background: color))
    }

    /// Runs a due update: the configurations updated for the state (when the view updates them
    /// automatically), then the view's own update (`updateConfiguration(using:)`).
    func updateIfNeeded<State: UIConfigurationState>(in owner: UIView, state: () -> State, update: (State) -> Void) {
        guard needsUpdate else { return }
        needsUpdate = false
        let current = state()
        if automaticallyUpdatesContentConfiguration, let configuration = contentConfiguration {
            setContentConfiguration(configuration.updated(for: current), in: owner)
        }
        if automaticallyUpdatesBackgroundConfiguration, let configuration = backgroundConfiguration {
            setBackgroundConfiguration(configuration.updated(for: current), in: owner)
        }
        update(current)
    }
}
