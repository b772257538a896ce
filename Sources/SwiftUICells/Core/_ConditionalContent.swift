/// One of two views, as an `if`/`else` chooses: each branch has its own identity.
public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View, PrimitiveView {
    public typealias Body = Never

    enum Storage {
        case trueContent(TrueContent)
        case falseContent(FalseContent)
    }

    let storage: Storage

    func resolve(in context: ResolveContext) -> [Node] {
        switch storage {
        case .trueContent(let view): context.resolve(view, at: "T")
        case .falseContent(let view): context.resolve(view, at: "F")
        }
    }
}
