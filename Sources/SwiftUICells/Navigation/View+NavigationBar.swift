/// SwiftUI's older navigation bar modifiers (deprecated for `navigationTitle` and `toolbar`),
/// which much public code still uses: each is its newer form.
extension View {
    /// The title of the bar: `navigationTitle(_:)`.
    public func navigationBarTitle(_ title: Text) -> some View {
        navigationTitle(title)
    }

    /// The title of the bar: `navigationTitle(_:)`.
    public func navigationBarTitle(_ titleKey: LocalizedStringKey) -> some View {
        navigationTitle(Text(titleKey))
    }

    /// The title of the bar: `navigationTitle(_:)`.
    @_disfavoredOverload
    public func navigationBarTitle<S: StringProtocol>(_ title: S) -> some View {
        navigationTitle(Text(title))
    }

    /// The title of the bar; every title is inline.
    public func navigationBarTitle(_ title: Text, displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        navigationTitle(title)
    }

    /// The title of the bar; every title is inline.
    public func navigationBarTitle(_ titleKey: LocalizedStringKey, displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        navigationTitle(Text(titleKey))
    }

    /// The title of the bar; every title is inline.
    @_disfavoredOverload
    public func navigationBarTitle<S: StringProtocol>(_ title: S, displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        navigationTitle(Text(title))
    }

    /// Views at the leading and trailing ends of the bar: toolbar items placed there.
    public func navigationBarItems<L: View, T: View>(leading: L, trailing: T) -> some View {
        modifier(AttributeModifier { _, context in
            context.environment.navigation?.toolbar += [(.navigationBarLeading, leading), (.navigationBarTrailing, trailing)]
        })
    }

    /// A view at the leading end of the bar.
    public func navigationBarItems<L: View>(leading: L) -> some View {
        modifier(AttributeModifier { _, context in context.environment.navigation?.toolbar.append((.navigationBarLeading, leading)) })
    }

    /// A view at the trailing end of the bar.
    public func navigationBarItems<T: View>(trailing: T) -> some View {
        modifier(AttributeModifier { _, context in context.environment.navigation?.toolbar.append((.navigationBarTrailing, trailing)) })
    }
}
