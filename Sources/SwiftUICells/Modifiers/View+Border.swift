extension View {
    /// A border of `width` points in `content` around the view, as SwiftUI's `border(_:width:)`:
    /// accepted and not drawn, as a line a cell wide would cover the view's own text (and the
    /// drag or drop under it) [sim]. VoiceOver reads no border on iOS either.
    public func border<S: ShapeStyle>(_ content: S, width: CGFloat = 1) -> some View {
        modifier(EnvironmentModifier { _ in })
    }

    /// The text in the view drawn bold when `isActive`, as SwiftUI's `bold(_:)`.
    public func bold(_ isActive: Bool = true) -> some View {
        modifier(EnvironmentModifier { environment in
            if isActive { environment.font = (environment.font ?? .body).bold() }
        })
    }
}
