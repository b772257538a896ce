/// The pages pushed on a navigation stack, as SwiftUI's `NavigationPath`: here only the type a
/// `NavigationStack` made with `init(root:)` has, as SwiftUI's; a stack bound to a path is not
/// there yet.
public struct NavigationPath {
    /// How many pages are pushed.
    public private(set) var count = 0

    /// Whether no page is pushed.
    public var isEmpty: Bool { count == 0 }

    /// An empty path.
    public init() {}
}
