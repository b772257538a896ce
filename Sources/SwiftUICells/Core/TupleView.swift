/// Several views made by a `ViewBuilder` block, one after another.
public struct TupleView<T>: View, PrimitiveView {
    public typealias Body = Never

    /// The views.
    public var value: T

    public init(_ value: T) {
        self.value = value
    }

    func resolve(in context: ResolveContext) -> [Node] {
        // `T` is a tuple of views (the builder makes no other); each element resolves at its own
        // position, which is its structural identity.
        var nodes: [Node] = []
        for (index, child) in Mirror(reflecting: value).children.enumerated() {
            guard let view = child.value as? any View else { continue }
            nodes += context.resolve(view, at: "\(index)")
        }
        return nodes
    }
}
