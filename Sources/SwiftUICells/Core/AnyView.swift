/// A view whose type is erased. Its identity includes the type it holds, so a different type
/// is a different view.
public struct AnyView: View, PrimitiveView {
    public typealias Body = Never

    let view: any View

    public init<V: View>(_ view: V) {
        self.view = view
    }

    /// A view erased from an existential, or `nil` when `value` is not a view.
    public init?(_fromValue value: Any) {
        guard let view = value as? any View else { return nil }
        self.view = view
    }

    func resolve(in context: ResolveContext) -> [Node] {
        context.resolve(view, at: "any")
    }
}
