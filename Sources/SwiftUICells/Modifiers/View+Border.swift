extension View {
    /// A border of `width` points drawn in `content` around the view, inside its frame, as
    /// SwiftUI's `border(_:width:)`: drawn, not read.
    public func border<S: ShapeStyle>(_ content: S, width: CGFloat = 1) -> some View {
        overlay(Rectangle().strokeBorder(content, lineWidth: width))
    }

    /// The text in the view drawn bold when `isActive`, as SwiftUI's `bold(_:)`.
    public func bold(_ isActive: Bool = true) -> some View {
        modifier(EnvironmentModifier { environment in
            if isActive { environment.font = (environment.font ?? .body).bold() }
        })
    }
}
