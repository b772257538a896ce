import Foundation

/// What `rotor audit --format sarif` prints: SARIF 2.1.0, the format code-scanning services read.
///
/// One run of one tool (`rotor`): the rules from the registry, with their summary, rationale and
/// example fix as help; a result per finding, at the scene file's line and column; findings a
/// scene's `audit.ignore` set aside as results with an in-source suppression and its reason;
/// scenes that could not be read as error notifications of the invocation.
public struct SarifLog: Encodable, Sendable {
    /// The schema the document follows (the OASIS 2.1.0 schema with its first errata).
    public static let schemaURI = "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"

    let version = "2.1.0"
    let schema = SarifLog.schemaURI
    /// The audit the log tells of: its runs are made from it as they are written.
    private let document: AuditDocument

    enum CodingKeys: String, CodingKey {
        case version, runs
        case schema = "$schema"
    }

    /// The log of an audit document: its scenes' findings, and its unreadable scenes.
    public init(document: AuditDocument) {
        self.document = document
    }

    /// The log's one run, every result made at once: what `encode(to:)` gives an encoder.
    /// `json(writingTo:)` writes the same a result at a time.
    var runs: [Run] {
        var results: [Result] = []
        forEachResult { results.append($0) }
        return [Run(tool: Tool(driver: Driver(rules: AuditRule.allCases.map(ReportingDescriptor.init))),
                    invocations: [invocation], results: results)]
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(version, forKey: .version)
        try container.encode(runs, forKey: .runs)
        try container.encode(schema, forKey: .schema)
    }

    /// The invocation: whether every scene could be read, the exit status, and a notification
    /// for each scene that could not.
    private var invocation: Invocation {
        var notifications: [Notification] = []
        for scene in document.scenes {
            guard let error = scene.error else { continue }
            notifications.append(Notification(level: "error", message: Message(text: error),
                                              locations: [Location(file: scene.file, line: nil, column: nil)]))
        }
        return Invocation(executionSuccessful: notifications.isEmpty, exitCode: document.exitStatus,
                          toolExecutionNotifications: notifications.isEmpty ? nil : notifications)
    }

    /// Each scene's results in order, one at a time: its findings, then those its
    /// `audit.ignore` set aside, suppressed. The file's URI and each rule's place are worked
    /// out once, not for each result.
    private func forEachResult(_ body: (Result) throws -> Void) rethrows {
        var ruleIndices: [String: Int] = [:]
        for (index, rule) in AuditRule.allCases.enumerated() where ruleIndices[rule.id] == nil { ruleIndices[rule.id] = index }
        for scene in document.scenes where scene.error == nil {
            let uri = SarifLog.uri(of: scene.file)
            for finding in scene.findings ?? [] {
                try body(Result(finding: finding, uri: uri, ruleIndex: ruleIndices[finding.rule.id], suppressedBecause: nil))
            }
            for ignored in scene.ignored ?? [] {
                try body(Result(finding: ignored.finding, uri: uri, ruleIndex: ruleIndices[ignored.finding.rule.id],
                                suppressedBecause: ignored.reason))
            }
        }
    }

    /// The log as pretty-printed JSON with sorted keys, as `JSONEncoder` prints it with
    /// `.prettyPrinted`, `.sortedKeys` and `.withoutEscapingSlashes` (`json(writingTo:)`).
    public func json() throws -> String {
        var whole = ""
        json { whole += $0 }
        return whole
    }

    /// The same JSON handed to `write` a piece at a time (about 64 KB, `PrettyJSON`), a result
    /// at a time as it is made: never a tree of every result, nor the whole text.
    public func json(writingTo write: (String) throws -> Void) rethrows {
        var json = PrettyJSON()
        json.beginObject()
        json.member("$schema", schema)
        json.key("runs")
        json.beginArray()
        json.beginObject()
        json.member("columnKind", Run.columnKind)
        json.key("invocations")
        json.beginArray()
        invocation.write(to: &json)
        json.endArray()
        json.key("results")
        json.beginArray()
        try forEachResult { result in
            result.write(to: &json)
            if let piece = json.piece() { try write(piece) }
        }
        json.endArray()
        json.key("tool")
        Tool(driver: Driver(rules: AuditRule.allCases.map(ReportingDescriptor.init))).write(to: &json)
        json.endObject()
        json.endArray()
        json.member("version", version)
        json.endObject()
        try write(json.rest())
    }

    // The SARIF objects Rotor fills in, named as the specification names them (§3.13 onwards).

    struct Run: Encodable, Sendable {
        let tool: Tool
        let invocations: [Invocation]
        let results: [Result]
        let columnKind = Run.columnKind

        static let columnKind = "unicodeCodePoints"
    }

    struct Tool: Encodable, Sendable {
        let driver: Driver
    }

    struct Driver: Encodable, Sendable {
        let name = "rotor"
        let informationUri = "https://developer.apple.com/videos/play/wwdc2018/241/"
        let rules: [ReportingDescriptor]
    }

    struct ReportingDescriptor: Encodable, Sendable {
        let id: String
        let shortDescription: Message
        let fullDescription: Message
        let help: Message
        let defaultConfiguration: Configuration

        init(_ rule: AuditRule) {
            id = rule.id
            shortDescription = Message(text: rule.summary)
            fullDescription = Message(text: rule.rationale)
            help = Message(text: rule.rationale + "\n\nExample fix:\n" + rule.example)
            defaultConfiguration = Configuration(level: SarifLog.level(of: rule.severity))
        }
    }

    struct Configuration: Encodable, Sendable {
        let level: String
    }

    struct Invocation: Encodable, Sendable {
        let executionSuccessful: Bool
        let exitCode: Int
        let toolExecutionNotifications: [Notification]?
    }

    struct Notification: Encodable, Sendable {
        let level: String
        let message: Message
        let locations: [Location]
    }

    struct Result: Encodable, Sendable {
        let ruleId: String
        let ruleIndex: Int?
        let level: String
        let message: Message
        let locations: [Location]
        let suppressions: [Suppression]?
        /// The scene's screen and tab the finding is on, when it is on one.
        let properties: Properties?

        /// - Parameters:
        ///   - uri: the scene file's (`SarifLog.uri(of:)`).
        ///   - ruleIndex: the rule's place among `AuditRule.allCases`.
        init(finding: AuditFinding, uri: String, ruleIndex: Int?, suppressedBecause reason: String?) {
            ruleId = finding.rule.id
            self.ruleIndex = ruleIndex
            level = SarifLog.level(of: finding.severity)
            message = Message(text: (finding.screenPlace.map { $0 + ": " } ?? "") + finding.message + "\nfix: " + finding.fix)
            locations = [Location(uri: uri, line: finding.line, column: finding.column,
                                  paths: [finding.element?.path, finding.view].compactMap { $0 })]
            suppressions = reason.map { [Suppression(justification: $0)] }
            properties = finding.screen == nil && finding.tab == nil ? nil : Properties(screen: finding.screen, tab: finding.tab)
        }
    }

    /// A result's property bag: where on the scene's screens it is.
    struct Properties: Encodable, Sendable {
        let screen: String?
        let tab: String?
    }

    struct Suppression: Encodable, Sendable {
        let kind = "inSource"
        let justification: String
    }

    struct Location: Encodable, Sendable {
        let physicalLocation: PhysicalLocation
        /// The element's path from its window, then the view's when it is another
        /// (`window/card`, `window/card/cardTitle`): the audit's names for them.
        let logicalLocations: [LogicalLocation]?

        init(file: String, line: Int?, column: Int?, paths: [String] = []) {
            self.init(uri: SarifLog.uri(of: file), line: line, column: column, paths: paths)
        }

        init(uri: String, line: Int?, column: Int?, paths: [String] = []) {
            var unique: [String] = []
            for path in paths where !unique.contains(path) { unique.append(path) }
            logicalLocations = unique.isEmpty ? nil : unique.map(LogicalLocation.init(path:))
            let region = line.flatMap { $0 > 0 ? Region(startLine: $0, startColumn: column.flatMap { $0 > 0 ? $0 : nil }) : nil }
            physicalLocation = PhysicalLocation(artifactLocation: ArtifactLocation(uri: uri),
                                                region: region)
        }
    }

    struct PhysicalLocation: Encodable, Sendable {
        let artifactLocation: ArtifactLocation
        let region: Region?
    }

    struct LogicalLocation: Encodable, Sendable {
        let name: String
        let fullyQualifiedName: String

        init(path: String) {
            name = path.split(separator: "/").last.map(String.init) ?? path
            fullyQualifiedName = path
        }
    }

    struct ArtifactLocation: Encodable, Sendable {
        let uri: String
    }

    struct Region: Encodable, Sendable {
        let startLine: Int
        let startColumn: Int?
    }

    struct Message: Encodable, Sendable {
        let text: String
    }

    /// SARIF's levels: advice is a note.
    static func level(of severity: AuditSeverity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .advice: "note"
        }
    }

    /// A file as a URI reference: relative paths stay relative (code scanning resolves them
    /// against the checkout), absolute ones become `file://` URIs; characters a URI cannot hold
    /// raw are percent-encoded.
    static func uri(of file: String) -> String {
        var allowed = CharacterSet.urlPathAllowed
        allowed.remove(charactersIn: ":")
        let encoded = file.addingPercentEncoding(withAllowedCharacters: allowed) ?? file
        return file.hasPrefix("/") ? "file://" + encoded : encoded
    }
}

// What `SarifLog.json()` writes of each object: its keys in sorted order, `nil` left out, as
// the objects' `Encodable` conformances give them to such a `JSONEncoder`.

extension SarifLog.Tool {
    func write(to json: inout PrettyJSON) {
        json.beginObject()
        json.key("driver")
        json.beginObject()
        json.member("informationUri", driver.informationUri)
        json.member("name", driver.name)
        json.key("rules")
        json.beginArray()
        for rule in driver.rules {
            json.beginObject()
            json.key("defaultConfiguration")
            json.beginObject()
            json.member("level", rule.defaultConfiguration.level)
            json.endObject()
            rule.fullDescription.write(to: &json, key: "fullDescription")
            rule.help.write(to: &json, key: "help")
            json.member("id", rule.id)
            rule.shortDescription.write(to: &json, key: "shortDescription")
            json.endObject()
        }
        json.endArray()
        json.endObject()
        json.endObject()
    }
}

extension SarifLog.Invocation {
    func write(to json: inout PrettyJSON) {
        json.beginObject()
        json.member("executionSuccessful", executionSuccessful)
        json.member("exitCode", exitCode)
        if let toolExecutionNotifications {
            json.key("toolExecutionNotifications")
            json.beginArray()
            for notification in toolExecutionNotifications {
                json.beginObject()
                json.member("level", notification.level)
                SarifLog.write(notification.locations, to: &json)
                notification.message.write(to: &json, key: "message")
                json.endObject()
            }
            json.endArray()
        }
        json.endObject()
    }
}

extension SarifLog.Result {
    func write(to json: inout PrettyJSON) {
        json.beginObject()
        json.member("level", level)
        SarifLog.write(locations, to: &json)
        message.write(to: &json, key: "message")
        if let properties {
            json.key("properties")
            json.beginObject()
            json.member("screen", properties.screen)
            json.member("tab", properties.tab)
            json.endObject()
        }
        json.member("ruleId", ruleId)
        json.member("ruleIndex", ruleIndex)
        if let suppressions {
            json.key("suppressions")
            json.beginArray()
            for suppression in suppressions {
                json.beginObject()
                json.member("justification", suppression.justification)
                json.member("kind", suppression.kind)
                json.endObject()
            }
            json.endArray()
        }
        json.endObject()
    }
}

extension SarifLog {
    /// A `locations` key and its list.
    static func write(_ locations: [Location], to json: inout PrettyJSON) {
        json.key("locations")
        json.beginArray()
        for location in locations {
            json.beginObject()
            if let logical = location.logicalLocations {
                json.key("logicalLocations")
                json.beginArray()
                for entry in logical {
                    json.beginObject()
                    json.member("fullyQualifiedName", entry.fullyQualifiedName)
                    json.member("name", entry.name)
                    json.endObject()
                }
                json.endArray()
            }
            json.key("physicalLocation")
            json.beginObject()
            json.key("artifactLocation")
            json.beginObject()
            json.member("uri", location.physicalLocation.artifactLocation.uri)
            json.endObject()
            if let region = location.physicalLocation.region {
                json.key("region")
                json.beginObject()
                json.member("startColumn", region.startColumn)
                json.member("startLine", region.startLine)
                json.endObject()
            }
            json.endObject()
            json.endObject()
        }
        json.endArray()
    }
}

extension SarifLog.Message {
    func write(to json: inout PrettyJSON, key: String) {
        json.key(key)
        json.beginObject()
        json.member("text", text)
        json.endObject()
    }
}
