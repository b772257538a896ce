/// A button that pushes a page on the enclosing `NavigationStack`, as SwiftUI's
/// `NavigationLink`: read as a button by its label; a double tap pushes `destination`. Outside a
/// stack it does nothing, as in SwiftUI.
public struct NavigationLink<Label: View, Destination: View>: View, PrimitiveView {
    public typealias Body = Never

    let destination: Destination
    let label: Label

    /// A link to `destination`, labelled by `label`.
    public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
        self.destination = destination()
        self.label = label()
    }

    /// A link to `destination`, labelled by `label`.
    @available(iOS, deprecated: 100000.0, message: "Use init(destination:label:) with closures")
    public init(destination: Destination, @ViewBuilder label: () -> Label) {
        self.destination = destination
        self.label = label()
    }

    func resolve(in context: ResolveContext) -> [Node] {
        let model = context.environment.navigation?.model
        let page = AnyView(destination)
        return [context.node(.button(action: { model?.push(page) }), children: context.resolve(label, at: "label"))]
    }
}

extension NavigationLink where Label == Text {
    /// A link with a text label.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder destination: () -> Destination) {
        self.init(destination: destination, label: { Text(titleKey) })
    }

    /// A link with a text label.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder destination: () -> Destination) {
        self.init(destination: destination, label: { Text(title) })
    }
}
