/// A view that may be absent, as `if` without `else` builds.
extension Optional: View where Wrapped: View {
    public typealias Body = Never
}

extension Optional: PrimitiveView where Wrapped: View {
    func resolve(in context: ResolveContext) -> [Node] {
        switch self {
        case .some(let view): context.resolve(view, at: "some")
        case .none: []
        }
    }
}
