/// A rectangle with rounded corners, as SwiftUI's `RoundedRectangle`: drawn as a block of its frame [sim].
public struct RoundedRectangle: Shape, PrimitiveView {
    public typealias Body = Never

    public var cornerSize: CGSize
    public var style: RoundedCornerStyle

    public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        cornerSize = CGSize(width: cornerRadius, height: cornerRadius)
        self.style = style
    }

    public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        self.cornerSize = cornerSize
        self.style = style
    }

    func resolve(in context: ResolveContext) -> [Node] {
        resolveShape(in: context)
    }
}
