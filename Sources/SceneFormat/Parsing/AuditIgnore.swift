import CellKit

/// A scene's note that one audit rule does not apply to it (or to one view of it), and why: the
/// scene shows that mistake on purpose, or serves drags from apps it does not contain.
///
/// The scene format does not know the audit's rules; the audit checks the rule id and says
/// where an unknown one was written.
public struct AuditIgnore {
    /// The rule's id, as written.
    public let rule: String
    /// The view it is limited to; `nil` for the whole scene.
    public let view: UIView?
    /// Why the rule does not apply: shown beside each finding it hides.
    public let reason: String
    /// Where the entry is in the scene file.
    public let location: SourceLocation

    public init(rule: String, view: UIView?, reason: String, location: SourceLocation) {
        self.rule = rule
        self.view = view
        self.reason = reason
        self.location = location
    }
}
