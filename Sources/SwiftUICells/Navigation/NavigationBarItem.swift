/// A navigation bar's item settings, as SwiftUI's `NavigationBarItem`.
public struct NavigationBarItem: Sendable {
    /// How a page's title is shown, as SwiftUI's.
    public enum TitleDisplayMode: Sendable {
        case automatic, inline, large
    }
}
