/// An element a finding is about, as a developer finds it: what VoiceOver calls it and where it
/// is in the view tree.
public struct AuditedElement: Codable, Sendable, Equatable {
    /// The element's label; empty when it has none.
    public let label: String
    /// Its place in the view tree, from the window: `window/planner/lunch`. Views are named by
    /// their accessibility identifier, or by type and index among their siblings.
    public let path: String

    public init(label: String, path: String) {
        self.label = label
        self.path = path
    }
}
