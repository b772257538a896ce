/// An ellipse, as SwiftUI's `Ellipse`: drawn as a block of its frame [sim].
public struct Ellipse: Shape, PrimitiveView {
    public typealias Body = Never

    public init() {}

    func resolve(in context: ResolveContext) -> [Node] {
        resolveShape(in: context)
    }
}
