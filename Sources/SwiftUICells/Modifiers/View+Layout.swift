extension View {
    /// Room around the view on every side: SwiftUI's default, 16 points.
    public func padding(_ length: CGFloat? = nil) -> some View {
        padding(.all, length)
    }

    /// Room on some sides: `length` points, or 16.
    public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        modifier(LayoutModifier(layout: .padding(EdgeInsets(edges, length ?? NodeLayout.defaultPadding))))
    }

    /// Room on each side as given.
    public func padding(_ insets: EdgeInsets) -> some View {
        modifier(LayoutModifier(layout: .padding(insets)))
    }

    /// A fixed width, height or both; the view is placed in it by `alignment`.
    public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View {
        modifier(LayoutModifier(layout: .frame(FrameSpec(width: width, height: height, alignment: alignment))))
    }

    /// A frame that grows or shrinks with what it is offered, within the bounds given
    /// (`maxWidth: .infinity` fills the width).
    public func frame(minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
                      minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
                      alignment: Alignment = .center) -> some View {
        modifier(LayoutModifier(layout: .frame(FrameSpec(minWidth: minWidth, maxWidth: maxWidth, minHeight: minHeight,
                                                         maxHeight: maxHeight, alignment: alignment))))
    }

    /// A colour behind the view, as large as it.
    public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        modifier(LayoutModifier(layout: .layer(Self.fill(style), alignment: .center, behind: true)))
    }

    /// A view behind this one, as large as it (SwiftUI's older form; a shape fills it).
    @_disfavoredOverload
    public func background<V: View>(_ background: V, alignment: Alignment = .center) -> some View {
        modifier(LayoutModifier(layout: .layer(background, alignment: alignment, behind: true)))
    }

    /// A shape filled with `style` behind this view, as large as it.
    public func background<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        background(shape.fill(style))
    }

    /// A view in front of this one, as large as it (SwiftUI's older form).
    @_disfavoredOverload
    public func overlay<V: View>(_ overlay: V, alignment: Alignment = .center) -> some View {
        modifier(LayoutModifier(layout: .layer(overlay, alignment: alignment, behind: false)))
    }

    /// A view behind this one, placed by `alignment`.
    public func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        modifier(LayoutModifier(layout: .layer(content(), alignment: alignment, behind: true)))
    }

    /// A view in front of this one, placed by `alignment`.
    public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        modifier(LayoutModifier(layout: .layer(content(), alignment: alignment, behind: false)))
    }

    /// The view a style fills with: a colour is a view.
    private static func fill<S: ShapeStyle>(_ style: S) -> any View {
        (style as? Color) ?? Color.clear
    }
}
