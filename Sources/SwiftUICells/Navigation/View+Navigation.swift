extension View {
    /// The title the enclosing `NavigationStack`'s bar shows for this page.
    public func navigationTitle(_ titleKey: LocalizedStringKey) -> some View {
        navigationTitle(Text(titleKey))
    }

    /// The title the enclosing `NavigationStack`'s bar shows for this page.
    @_disfavoredOverload
    public func navigationTitle<S: StringProtocol>(_ title: S) -> some View {
        navigationTitle(Text(title))
    }

    /// The title the enclosing `NavigationStack`'s bar shows for this page.
    public func navigationTitle(_ title: Text) -> some View {
        let string = title.string
        return modifier(AttributeModifier { _, context in context.environment.navigation?.title = string })
    }

    /// How the title is shown: accepted; the bar shows every title inline.
    public func navigationBarTitleDisplayMode(_ displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        modifier(EnvironmentModifier { _ in })
    }

    /// Items in the enclosing `NavigationStack`'s bar.
    public func toolbar<Content: ToolbarContent>(@ToolbarContentBuilder content: () -> Content) -> some View {
        let items = content()._items
        return modifier(AttributeModifier { _, context in context.environment.navigation?.toolbar += items })
    }

    /// Views at the trailing end of the enclosing `NavigationStack`'s bar.
    public func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> some View {
        let view = content()
        return modifier(AttributeModifier { _, context in context.environment.navigation?.toolbar.append((.automatic, view)) })
    }

    /// How the enclosing `NavigationStack` shows a pushed value of type `data`.
    public func navigationDestination<D: Hashable, C: View>(for data: D.Type,
                                                            @ViewBuilder destination: @escaping (D) -> C) -> some View {
        modifier(NavigationDestinationModifier(type: ObjectIdentifier(D.self)) { value in
            (value.base as? D).map { AnyView(destination($0)) }
        })
    }
}

/// Registers a value type's destination with the stack whose page is being resolved.
struct NavigationDestinationModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never

    let destination: (AnyHashable) -> AnyView?
    let type: ObjectIdentifier

    init(type: ObjectIdentifier, _ destination: @escaping (AnyHashable) -> AnyView?) {
        self.destination = destination
        self.type = type
    }

    func apply(to content: [Node], in context: ResolveContext) -> [Node] {
        context.environment.navigation?.model.destinations[type] = destination
        return content
    }
}
