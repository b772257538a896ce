/// A `TabView`'s tabs and its bar, resolved: every tab's views are resolved, so each keeps its
/// state, and the selected one is shown above the bar.
struct TabBarContent: View, PrimitiveView {
    typealias Body = Never

    /// UIKit's tab bar height, which CellKit draws (simulation.md).
    static let barHeight: CGFloat = 49

    let content: any View
    let selected: AnyHashable?
    let select: (AnyHashable) -> Void

    func resolve(in context: ResolveContext) -> [Node] {
        let tabs = context.resolve(content, at: "tabs")
        let tags = tabs.enumerated().map { offset, node in node.attributes.tag ?? AnyHashable(offset) }
        let shown = tags.firstIndex { $0 == selected } ?? 0
        let select = self.select
        let items: [(tag: AnyHashable, label: any View)] = tabs.enumerated().map { offset, node in
            (tags[offset], node.attributes.tabItem ?? EmptyView())
        }
        let page = TabPage(nodes: tabs.indices.contains(shown) ? [tabs[shown]] : [])
        let screen = VStack(spacing: 0) {
            page.frame(maxWidth: .infinity, maxHeight: .infinity)
            HStack(spacing: 0) {
                ForEach(items.indices, id: \.self) { index in
                    Button {
                        select(items[index].tag)
                    } label: {
                        TabItemLabel(content: items[index].label)
                    }
                    .frame(maxWidth: .infinity, minHeight: Self.barHeight)
                    .modifier(AttributeModifier { attributes, _ in
                        // UIKit's tab button's traits: read "Tab", not "Button".
                        attributes.addedTraits.formUnion(index == shown ? [.tabBarItem, .selected] : [.tabBarItem])
                    })
                }
            }
            .modifier(AttributeModifier { attributes, _ in attributes.containerTraits = .tabBar })
        }
        return context.resolve(screen, at: "tabView")
    }
}

/// Views already resolved: the tab a `TabView` shows.
private struct TabPage: View, PrimitiveView {
    typealias Body = Never

    let nodes: [Node]

    func resolve(in context: ResolveContext) -> [Node] {
        nodes
    }
}

/// A tab's label as UIKit's tab bar item shows it: its symbol is the item's image, which
/// VoiceOver does not read, and its text is the item's title.
private struct TabItemLabel: View, PrimitiveView {
    typealias Body = Never

    let content: any View

    func resolve(in context: ResolveContext) -> [Node] {
        let nodes = context.resolve(content, at: "item")
        var pending = nodes
        while let node = pending.popLast() {
            if case .image = node.kind { node.attributes.isHidden = true }
            pending += node.children
        }
        return nodes
    }
}
