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

extension View {
    /// A shadow of `radius` points in `color` offset by `x` and `y`, as SwiftUI's
    /// `shadow(color:radius:x:y:)`: accepted and not drawn, as a cell has no soft edge [sim].
    public func shadow(color: Color = .black, radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> some View {
        modifier(EnvironmentModifier { _ in })
    }
}

extension View {
    /// The view clipped to `shape`, as SwiftUI's `clipShape(_:style:)`: accepted and not drawn,
    /// as a cell is a rectangle and a corner cannot be cut from it [sim].
    public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some View {
        modifier(EnvironmentModifier { _ in })
    }

    /// Whether a scroll view or list draws its own background behind its content, as SwiftUI's
    /// `scrollContentBackground(_:)`: accepted; the hosted scroll views draw none.
    public func scrollContentBackground(_ visibility: Visibility) -> some View {
        modifier(EnvironmentModifier { _ in })
    }
}

extension View {
    /// The view's place front to back among its siblings in a `ZStack`, as SwiftUI's
    /// `zIndex(_:)`: accepted; siblings are drawn and read in the order they are written [sim].
    public func zIndex(_ value: Double) -> some View {
        modifier(EnvironmentModifier { _ in })
    }
}

extension View {
    /// The most lines the view's text takes, as SwiftUI's `lineLimit(_:)`: accepted; text takes
    /// as many lines as it needs at the width it is offered [sim].
    public func lineLimit(_ number: Int?) -> some View {
        modifier(EnvironmentModifier { _ in })
    }
}
