/// A stack of screens with a bar, as SwiftUI's `NavigationView` (deprecated for
/// `NavigationStack`) shows on an iPhone: Rotor's is a `NavigationStack` with `content` as its
/// root.
public struct NavigationView<Content: View>: View {
    let content: Content

    /// A navigation view whose first page is `content`.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public var body: some View {
        NavigationStack { content }
    }
}
