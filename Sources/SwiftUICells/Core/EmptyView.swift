/// A view with no content.
public struct EmptyView: View, PrimitiveView {
    public typealias Body = Never

    public init() {}

    func resolve(in context: ResolveContext) -> [Node] { [] }
}
