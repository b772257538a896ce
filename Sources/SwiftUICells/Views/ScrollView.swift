/// Content that scrolls, as SwiftUI's `ScrollView`: a CellKit scroll view, which VoiceOver
/// scrolls to the element it reaches.
public struct ScrollView<Content: View>: View, PrimitiveView {
    public typealias Body = Never

    let axes: Axis.Set
    let content: Content

    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.content = content()
    }

    func resolve(in context: ResolveContext) -> [Node] {
        [context.node(.scroll(axes), children: context.resolve(content, at: "s"))]
    }
}
