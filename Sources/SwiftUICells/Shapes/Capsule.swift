/// A capsule, as SwiftUI's `Capsule`: drawn as a block of its frame [sim].
public struct Capsule: Shape, PrimitiveView {
    public typealias Body = Never

    public var style: RoundedCornerStyle

    public init(style: RoundedCornerStyle = .continuous) {
        self.style = style
    }

    func resolve(in context: ResolveContext) -> [Node] {
        resolveShape(in: context)
    }
}
