/// A content configuration that shows SwiftUI views in a UIKit cell, as SwiftUI's
/// `UIHostingConfiguration` (iOS 16): set it as a `UITableViewCell`'s or `UICollectionViewCell`'s
/// `contentConfiguration`. The views are laid out by SwiftUI's rules inside the margins, at
/// least the minimum size, on the background; VoiceOver reads them as the cell's content (a
/// table or list cell is one element whose label joins theirs; a collection view cell's are
/// read one by one). Setting a configuration of the same type again (a reused cell) shows the
/// new views in the same hosted tree, whose state stays with the views' identities.
public struct UIHostingConfiguration<Content: View, Background: View>: UIContentConfiguration {
    let content: Content
    let background: Background
    /// The margins set for some edges; the others are the cell's default [sim].
    var margins: [Edge: CGFloat] = [:]
    /// The minimum size set; `nil` is the cell's default [sim].
    var minWidth: CGFloat?
    var minHeight: CGFloat?

    /// A configuration showing the views `content` makes.
    public init(@ViewBuilder content: () -> Content) where Background == EmptyView {
        self.content = content()
        background = EmptyView()
    }

    init(content: Content, background: Background, margins: [Edge: CGFloat], minWidth: CGFloat?, minHeight: CGFloat?) {
        self.content = content
        self.background = background
        self.margins = margins
        self.minWidth = minWidth
        self.minHeight = minHeight
    }

    /// The views `content` makes behind the cell's content, filling the cell.
    public func background<B: View>(@ViewBuilder content: () -> B) -> UIHostingConfiguration<Content, B> {
        UIHostingConfiguration<Content, B>(content: self.content, background: content(), margins: margins,
                                           minWidth: minWidth, minHeight: minHeight)
    }

    /// A style (a colour) behind the cell's content, filling the cell.
    public func background<S: ShapeStyle>(_ style: S) -> UIHostingConfiguration<Content, _UIHostingConfigurationBackgroundView<S>> {
        UIHostingConfiguration<Content, _UIHostingConfigurationBackgroundView<S>>(
            content: content, background: _UIHostingConfigurationBackgroundView(style: style), margins: margins,
            minWidth: minWidth, minHeight: minHeight)
    }

    /// The space between the content and the cell's edges on `edges`; the other edges keep
    /// theirs.
    public func margins(_ edges: Edge.Set = .all, _ insets: EdgeInsets) -> UIHostingConfiguration<Content, Background> {
        var copy = self
        let lengths: [(Edge, CGFloat)] = [(.top, insets.top), (.leading, insets.leading), (.bottom, insets.bottom),
                                          (.trailing, insets.trailing)]
        for (edge, length) in lengths where edges.contains(Edge.Set(edge)) {
            copy.margins[edge] = usableLength(length)
        }
        return copy
    }

    /// `length` of space between the content and the cell's edges on `edges`.
    public func margins(_ edges: Edge.Set = .all, _ length: CGFloat) -> UIHostingConfiguration<Content, Background> {
        margins(edges, EdgeInsets(top: length, leading: length, bottom: length, trailing: length))
    }

    /// The least size the cell takes; `nil` in a dimension is the cell's default (at least a
    /// row's 44 points high in a table or list cell).
    public func minSize(width: CGFloat? = nil, height: CGFloat? = nil) -> UIHostingConfiguration<Content, Background> {
        var copy = self
        copy.minWidth = width.map(usableLength)
        copy.minHeight = height.map(usableLength)
        return copy
    }

    /// The view that shows this configuration in a cell.
    @MainActor
    public func makeContentView() -> any UIView & UIContentView {
        HostingConfigurationView(configuration: self)
    }

    /// The configuration for a cell's state: the views read the state themselves, so it is
    /// this one.
    public func updated(for state: any UIConfigurationState) -> UIHostingConfiguration<Content, Background> {
        self
    }
}

extension UIHostingConfiguration: HostedConfiguration {
    func root(defaultMargins: EdgeInsets, defaultMinHeight: CGFloat) -> any View {
        let insets = EdgeInsets(top: margins[.top] ?? defaultMargins.top, leading: margins[.leading] ?? defaultMargins.leading,
                                bottom: margins[.bottom] ?? defaultMargins.bottom, trailing: margins[.trailing] ?? defaultMargins.trailing)
        return HostingConfigurationRoot(content: content, background: background, margins: insets,
                                        minWidth: minWidth ?? 0, minHeight: minHeight ?? defaultMinHeight)
    }
}

/// A length a layout can use: not negative, and a finite number (0 otherwise).
private func usableLength(_ length: CGFloat) -> CGFloat {
    length.isFinite ? max(0, length) : 0
}

/// What a hosting configuration's content view needs of it, whatever its views' types.
protocol HostedConfiguration {
    /// The view the cell shows: the content in its margins, at least the minimum size, on the
    /// background.
    @MainActor func root(defaultMargins: EdgeInsets, defaultMinHeight: CGFloat) -> any View
}
