/// A window or a container around elements, as VoiceOver's walk goes through it and the
/// Containers rotor knows it: an object that lists its `accessibilityElements`, one whose
/// `accessibilityContainerType` says what group it is, a tab bar, or a view that sets
/// `shouldGroupAccessibilityChildren`.
public struct ContainerRecord: Codable, Sendable, Equatable {
    public enum Kind: String, Codable, Sendable {
        case window
        /// An object that lists its elements, and says no more of what group they are.
        case container
        case list
        case landmark
        case semanticGroup = "semantic-group"
        case dataTable = "data-table"
    }

    public let kind: Kind
    /// A window's application; a container's accessibility identifier, or its type.
    public let name: String
    /// The label, trimmed; `nil` for one without (a window has none).
    public let label: String?
    /// On the screen: x, y, width, height, in points.
    public let frame: [Double]
    /// The container around it, as an index into `ScreenRecord.containers`; `nil` for a window.
    public let parent: Int?

    public init(kind: Kind, name: String, label: String?, frame: [Double], parent: Int?) {
        self.kind = kind
        self.name = name
        self.label = label
        self.frame = frame
        self.parent = parent
    }
}
