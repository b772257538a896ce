/// A shape that fills the space it is offered, as SwiftUI's `Shape`: drawn as a block of its
/// colour (its fill, else the foreground style, else the primary colour) in character cells,
/// whatever its outline [sim]. Like a colour it is not an element unless it is described or acts.
/// Custom shapes (`path(in:)` and `Path`) are not in the subset.
@MainActor @preconcurrency
public protocol Shape: View {}

extension Shape {
    /// The shape filled with `content`.
    public func fill<S: ShapeStyle>(_ content: S = .foreground, style: FillStyle = FillStyle()) -> some View {
        ShapeFill(color: content as? Color, useForeground: content is ForegroundStyle)
    }

    /// The shape's outline in `content`: drawn as the filled shape, as a cell has no thinner line.
    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> some View {
        ShapeFill(color: content as? Color, useForeground: content is ForegroundStyle)
    }

    /// The shape's outline inside its frame in `content`: drawn as the filled shape.
    public func strokeBorder<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> some View {
        ShapeFill(color: content as? Color, useForeground: content is ForegroundStyle)
    }

    /// A shape is drawn by its fill.
    func resolveShape(in context: ResolveContext) -> [Node] {
        ShapeFill(color: nil, useForeground: true).resolve(in: context)
    }
}

/// A shape drawn in one colour.
struct ShapeFill: View, PrimitiveView {
    typealias Body = Never

    let color: Color?
    let useForeground: Bool

    func resolve(in context: ResolveContext) -> [Node] {
        let drawn = color ?? (useForeground ? context.environment.foreground : nil) ?? .primary
        return [context.node(.color(drawn))]
    }
}
