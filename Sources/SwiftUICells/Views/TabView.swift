/// Tabs of views, one shown at a time, as SwiftUI's `TabView`: each view of `content` is a tab,
/// labelled by its `tabItem(_:)` and identified by its `tag(_:)` (else its place); a tab bar
/// along the bottom, 49 points tall as UIKit's, holds a button for each.
///
/// VoiceOver reads the bar as it reads a `UITabBar` in CellKit, as SwiftUI shows a `TabView`
/// with UIKit's tab bar on iOS: the selected tab's views first, then each tab as "‹title›, Tab,
/// ‹n› of ‹count›", the selected one "Selected"; a double tap selects a tab. A selection that
/// matches no tab's tag shows the first tab [sim].
public struct TabView<SelectionValue: Hashable, Content: View>: View {
    let selection: Binding<SelectionValue>?
    let content: Content
    @State private var chosen: AnyHashable?

    /// Tabs of `content`, the one shown bound to `selection` (the tag of its view).
    public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {
        self.selection = selection
        self.content = content()
    }

    public var body: some View {
        let selection = self.selection
        TabBarContent(content: content, selected: selection.map { AnyHashable($0.wrappedValue) } ?? chosen) { tag in
            if let selection, let value = tag.base as? SelectionValue {
                selection.wrappedValue = value
            } else {
                chosen = tag
            }
        }
    }
}

extension TabView where SelectionValue == Int {
    /// Tabs of `content` that keep which one is shown themselves, the first at first.
    public init(@ViewBuilder content: () -> Content) {
        self.init(selection: nil, content: content)
    }
}

extension View {
    /// The label of this view's tab in a `TabView`, as SwiftUI's `tabItem(_:)`: usually a
    /// `Label`, or a `Text` and an `Image`; VoiceOver reads its text.
    public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> some View {
        let label = label()
        return modifier(AttributeModifier { attributes, _ in attributes.tabItem = label })
    }
}
