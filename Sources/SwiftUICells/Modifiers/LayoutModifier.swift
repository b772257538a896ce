/// A modifier that lays its content out inside a node of its own: padding, a frame, a
/// background or an overlay. Each view of the content gets its own, as in SwiftUI.
struct LayoutModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never

    enum Layout {
        case padding(EdgeInsets)
        case frame(FrameSpec)
        case layer(any View, alignment: Alignment, behind: Bool)
    }

    let layout: Layout

    func apply(to content: [Node], in context: ResolveContext) -> [Node] {
        content.enumerated().map { index, node in
            var here = context
            here.path += "/L\(index)"
            switch layout {
            case .padding(let insets):
                return here.node(.padding(insets), children: [node])
            case .frame(let spec):
                return here.node(.frame(spec), children: [node])
            case .layer(let view, let alignment, let behind):
                let layers = here.resolve(view, at: behind ? "bg" : "ov")
                return here.node(.layered(alignment: alignment, behind: behind), children: [node] + layers)
            }
        }
    }
}

/// A modifier that changes what the content's views inherit: a font, a colour, being enabled.
struct EnvironmentModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never

    let change: (inout EnvironmentValues) -> Void

    func apply(to content: [Node], in context: ResolveContext) -> [Node] { content }

    func environment(_ environment: inout EnvironmentValues) {
        change(&environment)
    }
}

/// A modifier that attaches something to each view of its content: a gesture, an action, a
/// drag or a drop.
struct AttributeModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never

    let change: @MainActor (inout NodeAttributes, ResolveContext) -> Void

    func apply(to content: [Node], in context: ResolveContext) -> [Node] {
        for node in content {
            change(&node.attributes, context)
        }
        return content
    }
}
