/// Room that grows along its stack, as SwiftUI's `Spacer`.
public struct Spacer: View, Sendable, PrimitiveView {
    public typealias Body = Never

    /// The least length along the stack; `nil` is the default spacing.
    public var minLength: CGFloat?

    public init(minLength: CGFloat? = nil) {
        self.minLength = minLength
    }

    func resolve(in context: ResolveContext) -> [Node] {
        [context.node(.spacer(minLength: minLength))]
    }
}

/// A thin line between views, as SwiftUI's `Divider`; VoiceOver skips it.
public struct Divider: View, Sendable, PrimitiveView {
    public typealias Body = Never

    public init() {}

    func resolve(in context: ResolveContext) -> [Node] {
        [context.node(.divider)]
    }
}
