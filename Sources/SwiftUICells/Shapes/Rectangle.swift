/// A rectangle filling its frame, as SwiftUI's `Rectangle`.
public struct Rectangle: Shape, PrimitiveView {
    public typealias Body = Never

    public init() {}

    func resolve(in context: ResolveContext) -> [Node] {
        resolveShape(in: context)
    }
}
