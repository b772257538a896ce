/// Views kept together without a layout of their own; a modifier on a group applies to each.
public struct Group<Content: View>: View, PrimitiveView {
    public typealias Body = Never

    let content: Content

    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    func resolve(in context: ResolveContext) -> [Node] {
        context.resolve(content, at: "g")
    }
}
