/// How a view scales to the space offered, as SwiftUI's `ContentMode`.
public enum ContentMode: Hashable, CaseIterable, Sendable {
    /// All of the view shows.
    case fit
    /// The view covers the space.
    case fill
}

extension View {
    /// The view scaled to `aspectRatio` (width over height) as `contentMode` says, as SwiftUI's
    /// `aspectRatio(_:contentMode:)`: accepted; a view's cells are laid out at its own size [sim].
    public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View {
        modifier(EnvironmentModifier { _ in })
    }

    /// The view scaled to fit its space keeping its shape: `aspectRatio(contentMode: .fit)`.
    public func scaledToFit() -> some View {
        aspectRatio(contentMode: .fit)
    }

    /// The view scaled to fill its space keeping its shape: `aspectRatio(contentMode: .fill)`.
    public func scaledToFill() -> some View {
        aspectRatio(contentMode: .fill)
    }
}
