/// Builds a view from a closure's statements, as SwiftUI's `ViewBuilder`.
@resultBuilder @MainActor
public struct ViewBuilder {
    /// No view.
    public static func buildBlock() -> EmptyView { EmptyView() }

    /// One view, as it is.
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }

    /// Several views, one after another.
    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<(repeat each Content)> {
        TupleView((repeat each content))
    }

    /// An expression, as it is.
    public static func buildExpression<Content: View>(_ content: Content) -> Content { content }

    /// An `if` without `else`.
    public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }

    /// An `if` without `else` (the newer form).
    public static func buildOptional<Content: View>(_ content: Content?) -> Content? { content }

    /// The first branch of an `if`/`else` or `switch`.
    public static func buildEither<TrueContent: View, FalseContent: View>(first: TrueContent) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(storage: .trueContent(first))
    }

    /// The second branch of an `if`/`else` or `switch`.
    public static func buildEither<TrueContent: View, FalseContent: View>(second: FalseContent) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(storage: .falseContent(second))
    }

    /// An `if #available` branch.
    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView { AnyView(content) }
}
