/// A circle, as SwiftUI's `Circle`: drawn as a block of its frame [sim].
public struct Circle: Shape, PrimitiveView {
    public typealias Body = Never

    public init() {}

    func resolve(in context: ResolveContext) -> [Node] {
        resolveShape(in: context)
    }
}
