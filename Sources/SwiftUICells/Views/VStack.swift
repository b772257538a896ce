/// Views one under another, as SwiftUI's `VStack`.
public struct VStack<Content: View>: View, PrimitiveView {
    public typealias Body = Never

    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    let content: Content

    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    func resolve(in context: ResolveContext) -> [Node] {
        [context.node(.stack(axis: .vertical, alignment: alignment.fraction, spacing: spacing), children: context.resolve(content, at: "v"))]
    }
}

/// Views side by side, as SwiftUI's `HStack`.
public struct HStack<Content: View>: View, PrimitiveView {
    public typealias Body = Never

    let alignment: VerticalAlignment
    let spacing: CGFloat?
    let content: Content

    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    func resolve(in context: ResolveContext) -> [Node] {
        [context.node(.stack(axis: .horizontal, alignment: alignment.fraction, spacing: spacing), children: context.resolve(content, at: "h"))]
    }
}

/// Views on top of one another, as SwiftUI's `ZStack`; VoiceOver reads the back one first.
public struct ZStack<Content: View>: View, PrimitiveView {
    public typealias Body = Never

    let alignment: Alignment
    let content: Content

    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }

    func resolve(in context: ResolveContext) -> [Node] {
        [context.node(.zstack(alignment), children: context.resolve(content, at: "z"))]
    }
}

/// Views one under another, made as they are shown, as SwiftUI's `LazyVStack`; here all are made.
public typealias LazyVStack = VStack

/// Views side by side, made as they are shown, as SwiftUI's `LazyHStack`; here all are made.
public typealias LazyHStack = HStack
