/// The modifier `sheet` and `alert` return: it asks the host to present what it describes,
/// under the modifier's structural identity, and leaves the content as it is.
struct PresentationModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never

    let presentation: @MainActor (ResolveContext) -> HostedPresentation

    func apply(to content: [Node], in context: ResolveContext) -> [Node] {
        context.host.requestPresentation(presentation(context), at: context.path)
        return content
    }
}
