/// Whether something is shown, as SwiftUI's `Visibility`.
public enum Visibility: Hashable, CaseIterable, Sendable {
    /// As the system decides.
    case automatic
    /// Shown.
    case visible
    /// Not shown.
    case hidden
}
