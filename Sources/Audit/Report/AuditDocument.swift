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

    /// The document as pretty-printed JSON with sorted, snake_case keys, as `JSONEncoder`
    /// prints it with `.prettyPrinted`, `.sortedKeys`, `.withoutEscapingSlashes` and
    /// `.convertToSnakeCase` (`json(writingTo:)`).
    public func json() throws -> String {
        var whole = ""
        json { whole += $0 }
        return whole
    }

    /// The same JSON handed to `write` a piece at a time (about 64 KB, `PrettyJSON`), as it is
    /// made: never a tree of every value, nor the whole text.
    public func json(writingTo write: (String) throws -> Void) rethrows {
        var json = PrettyJSON()
        json.beginObject()
        json.member("exit_status", exitStatus)
        json.key("scenes")
        json.beginArray()
        for scene in scenes { try scene.write(to: &json, writingTo: write) }
        json.endArray()
        json.endObject()
        try write(json.rest())
    }

    /// Reads a document printed by `json()`.
    public static func decode(_ text: String) throws -> AuditDocument {
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        return try decoder.decode(AuditDocument.self, from: Data(text.utf8))
    }
}

// What `json()` writes of each value: its keys in sorted order, snake_case, `nil` left out, as
// the values' `Encodable` conformances give them to such a `JSONEncoder`.

extension AuditDocument.Entry {
    /// Writes the entry, handing `write` each piece the text reaches.
    func write(to json: inout PrettyJSON, writingTo write: (String) throws -> Void) rethrows {
        json.beginObject()
        if let actions {
            json.key("actions")
            json.beginArray()
            for action in actions {
                action.write(to: &json)
                if let piece = json.piece() { try write(piece) }
            }
            json.endArray()
        }
        if let counts {
            json.key("counts")
            json.beginObject()
            for (key, count) in counts.sorted(by: { $0.key < $1.key }) { json.member(key, count) }
            json.endObject()
        }
        json.member("error", error)
        json.member("file", file)
        if let findings {
            json.key("findings")
            json.beginArray()
            for finding in findings {
                finding.write(to: &json)
                if let piece = json.piece() { try write(piece) }
            }
            json.endArray()
        }
        if let ignored {
            json.key("ignored")
            json.beginArray()
            for entry in ignored {
                json.beginObject()
                json.key("finding")
                entry.finding.write(to: &json)
                json.member("reason", entry.reason)
                json.endObject()
                if let piece = json.piece() { try write(piece) }
            }
            json.endArray()
        }
        json.endObject()
    }
}

extension AuditFinding {
    func write(to json: inout PrettyJSON) {
        json.beginObject()
        json.member("column", column)
        if let element { element.write(to: &json, key: "element") }
        json.member("fix", fix)
        json.member("line", line)
        json.member("message", message)
        json.member("rule", rule.id)
        json.member("screen", screen)
        json.member("severity", severity.rawValue)
        json.member("tab", tab)
        json.member("view", view)
        json.endObject()
    }
}

extension AuditedElement {
    func write(to json: inout PrettyJSON, key: String) {
        json.key(key)
        json.beginObject()
        json.member("label", label)
        json.member("path", path)
        json.endObject()
    }
}

extension OfferedAction {
    func write(to json: inout PrettyJSON) {
        json.beginObject()
        element.write(to: &json, key: "element")
        json.member("is_automatic", isAutomatic)
        json.member("kind", kind.rawValue)
        json.member("name", name)
        json.member("screen", screen)
        json.member("tab", tab)
        json.member("view", view)
        json.member("works", works)
        json.endObject()
    }
}
