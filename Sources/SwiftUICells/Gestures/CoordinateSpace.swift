/// Which coordinates a gesture's locations are in, as SwiftUI's `CoordinateSpace`.
public enum CoordinateSpace: Hashable {
    /// The screen's.
    case global
    /// The view's own.
    case local
    /// A view's that `coordinateSpace(name:)` named.
    case named(AnyHashable)
}

extension CoordinateSpace {
    /// Whether this is the screen's coordinates.
    public var isGlobal: Bool { self == .global }
    /// Whether this is the view's own coordinates.
    public var isLocal: Bool { self == .local }
}
