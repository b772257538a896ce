extension View {
    /// The font of the text in the view.
    public func font(_ font: Font?) -> some View {
        modifier(EnvironmentModifier { $0.font = font })
    }

    /// The colour of the text and symbols in the view.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View {
        modifier(EnvironmentModifier { $0.foreground = style as? Color })
    }

    /// The colour of the text and symbols in the view.
    public func foregroundColor(_ color: Color?) -> some View {
        modifier(EnvironmentModifier { $0.foreground = color })
    }

    /// Whether the controls in the view act: a disabled button is read "Dimmed" and does nothing.
    public func disabled(_ disabled: Bool) -> some View {
        modifier(EnvironmentModifier { $0.isEnabled = $0.isEnabled && !disabled })
    }

    /// The view's opacity; a view that cannot be seen is not read.
    public func opacity(_ opacity: Double) -> some View {
        modifier(AttributeModifier { attributes, _ in attributes.opacity *= opacity })
    }

    /// Runs `action` when the view is tapped; VoiceOver's double tap taps it.
    public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View {
        modifier(AttributeModifier { attributes, _ in attributes.onTap = action })
    }

    /// Runs `action` when the view first appears in the hosted tree.
    public func onAppear(perform action: (() -> Void)? = nil) -> some View {
        modifier(AttributeModifier { attributes, _ in
            if let action { attributes.onAppear.append(action) }
        })
    }
}
