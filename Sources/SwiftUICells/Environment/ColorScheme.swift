/// Light or dark, as SwiftUI's `ColorScheme` (`@Environment(\.colorScheme)`).
public enum ColorScheme: CaseIterable, Hashable, Sendable {
    case light
    case dark
}
