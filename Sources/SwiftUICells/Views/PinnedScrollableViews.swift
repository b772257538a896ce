/// Which views of a lazy stack or grid stay pinned while it scrolls, as SwiftUI's
/// `PinnedScrollableViews`: accepted; nothing is pinned.
public struct PinnedScrollableViews: OptionSet, Sendable {
    public let rawValue: UInt32

    public init(rawValue: UInt32) {
        self.rawValue = rawValue
    }

    public static let sectionHeaders = PinnedScrollableViews(rawValue: 1 << 0)
    public static let sectionFooters = PinnedScrollableViews(rawValue: 1 << 1)
}
