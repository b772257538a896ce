/// A button that pushes a page on the enclosing `NavigationStack`, as SwiftUI's
/// `NavigationLink`: read as a button by its label; a double tap pushes `destination`. Outside a
/// stack it does nothing, as in SwiftUI. A link made with a value pushes the value, shown as its
/// type's `navigationDestination`.
public struct NavigationLink<Label: View, Destination: View>: View, PrimitiveView {
    public typealias Body = Never

    let destination: Destination?
    let value: AnyHashable?
    let label: Label

    /// A link to `destination`, labelled by `label`.
    public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
        self.destination = destination()
        value = nil
        self.label = label()
    }

    /// A link to `destination`, labelled by `label`.
    @available(iOS, deprecated: 100000.0, message: "Use init(destination:label:) with closures")
    public init(destination: Destination, @ViewBuilder label: () -> Label) {
        self.destination = destination
        value = nil
        self.label = label()
    }

    func resolve(in context: ResolveContext) -> [Node] {
        let model = context.environment.navigation?.model
        let action: () -> Void
        if let destination {
            let page = AnyView(destination)
            let source = context.path
            // The page this link pushed, if it is on the stack, shows the link's new destination.
            model?.refresh(source: source, with: page)
            action = { model?.push(page, from: source) }
        } else if let value {
            action = { model?.push(value: value) }
        } else {
            // A `nil` value: a link that pushes nothing, as SwiftUI's.
            action = {}
        }
        return [context.node(.button(action: action), children: context.resolve(label, at: "label"))]
    }
}

extension NavigationLink where Destination == Never {
    /// A link that pushes `value` (nothing when it is `nil`), labelled by `label`.
    public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) {
        destination = nil
        self.value = value.map { AnyHashable($0) }
        self.label = label()
    }
}

extension NavigationLink where Label == Text, Destination == Never {
    /// A link with a text label that pushes `value`.
    public init<P: Hashable>(_ titleKey: LocalizedStringKey, value: P?) {
        self.init(value: value) { Text(titleKey) }
    }

    /// A link with a text label that pushes `value`.
    @_disfavoredOverload
    public init<S: StringProtocol, P: Hashable>(_ title: S, value: P?) {
        self.init(value: value) { Text(title) }
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
