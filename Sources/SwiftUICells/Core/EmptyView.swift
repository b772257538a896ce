/// A view with no content.
public struct EmptyView: View, PrimitiveView {
    public typealias Body = Never

    /// Nonisolated, as SwiftUI's: a configuration made anywhere holds one.
    nonisolated public init() {}

    func resolve(in context: ResolveContext) -> [Node] { [] }
}
