/// A change to a view that makes a new view, as SwiftUI's `ViewModifier`.
@MainActor @preconcurrency
public protocol ViewModifier {
    /// The view the modifier makes.
    associatedtype Body: View

    /// The view being modified.
    typealias Content = _ViewModifier_Content<Self>

    /// The modified view, made from `content`.
    @ViewBuilder @MainActor @preconcurrency func body(content: Self.Content) -> Self.Body
}

/// The view a `ViewModifier` is applied to, as its `body(content:)` receives it.
public struct _ViewModifier_Content<Modifier: ViewModifier>: View, PrimitiveView {
    public typealias Body = Never

    let resolveContent: @MainActor (ResolveContext) -> [Node]

    func resolve(in context: ResolveContext) -> [Node] {
        resolveContent(context)
    }
}

/// A modifier the resolver applies itself (layout, accessibility, gestures, drag and drop).
@MainActor
protocol PrimitiveModifier {
    func apply(to content: [Node], in context: ResolveContext) -> [Node]
    /// What the content's views inherit (a font, a colour, being disabled).
    func environment(_ environment: inout EnvironmentValues)
}

extension PrimitiveModifier {
    func environment(_ environment: inout EnvironmentValues) {}
}

extension ViewModifier where Body == Never {
    public func body(content: Content) -> Never {
        fatalError("\(Self.self) is applied by the resolver and has no body")
    }
}

extension View {
    /// This view changed by `modifier`.
    public func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> {
        ModifiedContent(content: self, modifier: modifier)
    }
}
