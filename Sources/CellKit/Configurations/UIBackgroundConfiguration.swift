import Foundation

/// A configuration of a view's background: a colour (or a view of the app's), with insets,
/// a corner radius and a stroke. Set one as a cell's `backgroundConfiguration`: the cell shows
/// it behind its content, in place of its `backgroundView`.
///
/// In cells only the colour shows (filling the background's cells) and the custom view;
/// corners, strokes and visual effects are kept, not drawn.
public struct UIBackgroundConfiguration: Hashable, Sendable {
    /// The background's colour; `nil` for the view's tint colour.
    public var backgroundColor: UIColor?
    /// Applied to the colour to resolve the one shown.
    public var backgroundColorTransformer: UIConfigurationColorTransformer?
    /// A view of the app's, behind the content, filling the background.
    public var customView: UIView? {
        get { custom?.view }
        set { custom = newValue.map(CustomView.init) }
    }
    public var cornerRadius: CGFloat = 0
    /// Insets of the background from the view's edges, in cells.
    public var backgroundInsets: NSDirectionalEdgeInsets = .zero
    /// Which edges add the view's layout margins to `backgroundInsets`. Kept.
    public var edgesAddingLayoutMarginsToBackgroundInsets: NSDirectionalRectEdge = []
    public var strokeColor: UIColor?
    public var strokeColorTransformer: UIConfigurationColorTransformer?
    public var strokeWidth: CGFloat = 0
    public var strokeOutset: CGFloat = 0
    public var image: UIImage?

    private var custom: CustomView?

    /// The view, held so the configuration stays a value: two configurations with the same
    /// view are equal.
    private struct CustomView: Hashable, @unchecked Sendable {
        // A view is main-actor state; the configuration only carries it to the main actor's
        // cell, which is where it is read.
        let view: UIView

        static func == (lhs: CustomView, rhs: CustomView) -> Bool { lhs.view === rhs.view }
        func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(view)) }
    }

    private init(backgroundColor: UIColor?) {
        self.backgroundColor = backgroundColor
    }

    /// No background: clear, with no default styling.
    public static func clear() -> UIBackgroundConfiguration {
        UIBackgroundConfiguration(backgroundColor: .clear)
    }

    /// A cell's background that adopts its list's style (iOS 18); in CellKit, a plain list's.
    public static func listCell() -> UIBackgroundConfiguration {
        listPlainCell()
    }

    /// The background of a cell in a plain list: the system background.
    public static func listPlainCell() -> UIBackgroundConfiguration {
        UIBackgroundConfiguration(backgroundColor: .systemBackground)
    }

    /// The background of a plain list's header or footer.
    public static func listPlainHeaderFooter() -> UIBackgroundConfiguration {
        UIBackgroundConfiguration(backgroundColor: .systemBackground)
    }

    /// The background of a cell in a grouped list: the secondary grouped background.
    public static func listGroupedCell() -> UIBackgroundConfiguration {
        UIBackgroundConfiguration(backgroundColor: .secondarySystemGroupedBackground)
    }

    /// The background of a grouped list's header or footer: clear.
    public static func listGroupedHeaderFooter() -> UIBackgroundConfiguration {
        UIBackgroundConfiguration(backgroundColor: .clear)
    }

    /// The background of a sidebar's cell: clear.
    public static func listSidebarCell() -> UIBackgroundConfiguration {
        UIBackgroundConfiguration(backgroundColor: .clear)
    }

    /// The background of a sidebar's header: clear.
    public static func listSidebarHeader() -> UIBackgroundConfiguration {
        UIBackgroundConfiguration(backgroundColor: .clear)
    }

    /// The background of a header that adopts its list's style (iOS 18).
    public static func listHeader() -> UIBackgroundConfiguration {
        listPlainHeaderFooter()
    }

    /// The background of a footer that adopts its list's style (iOS 18).
    public static func listFooter() -> UIBackgroundConfiguration {
        listPlainHeaderFooter()
    }

    /// This configuration for a state. [sim] Unchanged: CellKit shows a selected or highlighted
    /// row reversed (the cell draws it), not in another background colour.
    public func updated(for state: any UIConfigurationState) -> UIBackgroundConfiguration {
        self
    }

    /// The colour shown, given the view's tint: `backgroundColor` (or the tint when it is
    /// `nil`), through the transformer when there is one.
    public func resolvedBackgroundColor(for tintColor: UIColor) -> UIColor {
        let color = backgroundColor ?? tintColor
        return backgroundColorTransformer.map { $0(color) } ?? color
    }

    /// The stroke's colour, given the view's tint.
    public func resolvedStrokeColor(for tintColor: UIColor) -> UIColor {
        let color = strokeColor ?? tintColor
        return strokeColorTransformer.map { $0(color) } ?? color
    }

    public static func == (lhs: UIBackgroundConfiguration, rhs: UIBackgroundConfiguration) -> Bool {
        lhs.backgroundColor == rhs.backgroundColor && lhs.custom == rhs.custom && lhs.cornerRadius == rhs.cornerRadius
            && lhs.backgroundInsets == rhs.backgroundInsets && lhs.strokeColor == rhs.strokeColor
            && lhs.strokeWidth == rhs.strokeWidth && lhs.strokeOutset == rhs.strokeOutset && lhs.image === rhs.image
            && lhs.backgroundColorTransformer?.identity === rhs.backgroundColorTransformer?.identity
            && lhs.strokeColorTransformer?.identity === rhs.strokeColorTransformer?.identity
            && lhs.edgesAddingLayoutMarginsToBackgroundInsets == rhs.edgesAddingLayoutMarginsToBackgroundInsets
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(backgroundColor)
        hasher.combine(custom)
        hasher.combine(cornerRadius)
        hasher.combine(backgroundInsets)
    }
}
