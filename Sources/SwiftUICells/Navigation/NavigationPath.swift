/// The values pushed on a navigation stack, of any `Hashable` types, as SwiftUI's
/// `NavigationPath`: a stack bound to one (`NavigationStack(path:root:)`) shows a page for
/// each, through its type's `navigationDestination`. (Its `Codable` representation is not there.)
public struct NavigationPath: Equatable {
    var elements: [AnyHashable] = []

    /// How many values are pushed.
    public var count: Int { elements.count }

    /// Whether no value is pushed.
    public var isEmpty: Bool { elements.isEmpty }

    /// An empty path.
    public init() {}

    /// A path of the values of `elements`, bottom first.
    public init<S: Sequence>(_ elements: S) where S.Element: Hashable {
        self.elements = elements.map { AnyHashable($0) }
    }

    /// Pushes `value`.
    public mutating func append<V: Hashable>(_ value: V) {
        // A value already type-erased keeps its own type, so its destination is found.
        elements.append((value as? AnyHashable) ?? AnyHashable(value))
    }

    /// Pops the last `k` values (as many as there are).
    public mutating func removeLast(_ k: Int = 1) {
        elements.removeLast(min(max(0, k), elements.count))
    }
}
