import Foundation

/// The JSON that `rotor audit --format json` prints: one entry per scene, in the order given.
/// Keys are snake_case; see docs/audit.md for the shape.
public struct AuditDocument: Codable, Sendable, Equatable {
    /// One scene's audit, or why it could not be read.
    public struct Entry: Codable, Sendable, Equatable {
        /// The scene file as given.
        public let file: String
        /// The audit; `nil` when the scene could not be read.
        public let findings: [AuditFinding]?
        public let actions: [OfferedAction]?
        /// Findings the scene's `audit.ignore` set aside, with why.
        public let ignored: [IgnoredFinding]?
        /// Findings by severity.
        public let counts: [String: Int]?
        /// Why the scene could not be read: `file:line:column: message`.
        public let error: String?

        public init(file: String, report: AuditReport) {
            self.file = file
            findings = report.findings
            actions = report.actions
            ignored = report.ignored
            counts = Dictionary(uniqueKeysWithValues: AuditSeverity.allCases.map { ($0.rawValue, report.count(of: $0)) })
            error = nil
        }

        public init(file: String, error: String) {
            self.file = file
            findings = nil
            actions = nil
            ignored = nil
            counts = nil
            self.error = error
        }
    }

    public let scenes: [Entry]
    /// 0 when nothing above advice was found, 1 when a warning or error was, 2 when a scene
    /// could not be read.
    public let exitStatus: Int

    public init(scenes: [Entry]) {
        self.scenes = scenes
        if scenes.contains(where: { $0.error != nil }) {
            exitStatus = 2
        } else if scenes.contains(where: { ($0.findings ?? []).contains { $0.severity > .advice } }) {
            exitStatus = 1
        } else {
            exitStatus = 0
        }
    }

    /// The document as pretty-printed JSON with sorted, snake_case keys.
    public func json() throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        encoder.keyEncodingStrategy = .convertToSnakeCase
        return String(decoding: try encoder.encode(self), as: UTF8.self)
    }

    /// Reads a document printed by `json()`.
    public static func decode(_ text: String) throws -> AuditDocument {
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        return try decoder.decode(AuditDocument.self, from: Data(text.utf8))
    }
}
