import SceneFormat

/// A rule of the audit: its stable id (used in output, in `--explain`, and in scene files'
/// `audit.ignore`), how much a finding matters, and what to tell a developer about it.
///
/// Each rule is declared in the file of the family that checks it (`Rules/`), and the families
/// are listed in `RuleRegistry`: a rule's id, severity, rationale, example, check, message and
/// fix are in one place.
public struct AuditRule: Sendable, Hashable, CustomStringConvertible {
    /// The stable id: `point-obscured`.
    public let id: String
    public let severity: AuditSeverity
    /// One line: what the rule finds.
    public let summary: String
    /// Why the rule matters, for `--explain`.
    public let rationale: String
    /// An example fix in UIKit, for `--explain`.
    public let example: String

    init(id: String, severity: AuditSeverity, summary: String, rationale: String, example: String) {
        self.id = id
        self.severity = severity
        self.summary = summary
        self.rationale = rationale
        self.example = example
    }

    /// The rule with an id, if there is one.
    public init?(id: String) {
        guard let rule = Self.allCases.first(where: { $0.id == id }) else { return nil }
        self = rule
    }

    /// Every rule, in the order they are listed (`rotor audit --help`, unknown-rule messages).
    public static let allCases: [AuditRule] = RuleRegistry.families.flatMap(\.rules)

    public var description: String { id }

    // A rule is its id: the other properties are what the id stands for.
    public static func == (lhs: AuditRule, rhs: AuditRule) -> Bool { lhs.id == rhs.id }
    public func hash(into hasher: inout Hasher) { hasher.combine(id) }

    /// What to say about an id that names no rule: the nearest rule, if one is close, and
    /// every rule's id.
    public static func unknownMessage(for id: String) -> String {
        let ids = allCases.map(\.id)
        var message = "unknown rule '\(Echo.text(id))'"
        if let near = NearestName.suggestion(for: id, among: ids) { message += "; did you mean '\(near)'?" }
        return message + " The rules are: " + ids.joined(separator: ", ")
    }

    /// `--explain`'s text: id, severity, summary, rationale and example.
    public var explanation: String {
        let indented = example.split(separator: "\n", omittingEmptySubsequences: false).map { "    " + $0 }
        return """
            \(id) (\(severity.rawValue))
            \(summary)

            \(Self.wrapped(rationale, width: 80))

            Example fix:
            \(indented.joined(separator: "\n"))
            """
    }

    /// Text broken into lines of at most `width` characters at spaces (a longer word keeps its
    /// own line), for a terminal.
    static func wrapped(_ text: String, width: Int) -> String {
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ") {
            if !line.isEmpty && line.count + 1 + word.count > width {
                lines.append(line)
                line = ""
            }
            line += (line.isEmpty ? "" : " ") + word
        }
        if !line.isEmpty { lines.append(line) }
        return lines.joined(separator: "\n")
    }
}

/// In JSON a rule is its id, as a string.
extension AuditRule: Codable {
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let id = try container.decode(String.self)
        guard let rule = AuditRule(id: id) else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: Self.unknownMessage(for: id))
        }
        self = rule
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(id)
    }
}
