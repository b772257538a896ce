/// A view with a modifier applied, as SwiftUI's `ModifiedContent`.
public struct ModifiedContent<Content, Modifier> {
    /// The view modified.
    public var content: Content
    /// The modifier.
    public var modifier: Modifier

    public init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }
}

extension ModifiedContent: View, PrimitiveView where Content: View, Modifier: ViewModifier {
    public typealias Body = Never

    func resolve(in context: ResolveContext) -> [Node] {
        if let primitive = modifier as? any PrimitiveModifier {
            var inner = context
            primitive.environment(&inner.environment)
            return primitive.apply(to: inner.resolve(content, at: "c"), in: context)
        }
        // An app's modifier: its state is kept as a view's, and its body made from the content.
        context.host.link(modifier, at: context.path + "/mod", environment: context.environment)
        let content = content
        let wrapped = _ViewModifier_Content<Modifier>(resolveContent: { $0.resolve(content, at: "c") })
        let body = modifier.body(content: wrapped)
        return context.resolve(body, at: "m")
    }
}
