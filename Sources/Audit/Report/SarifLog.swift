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
    let runs: [Run]

    enum CodingKeys: String, CodingKey {
        case version, runs
        case schema = "$schema"
    }

    /// The log of an audit document: its scenes' findings, and its unreadable scenes.
    public init(document: AuditDocument) {
        let rules = AuditRule.allCases
        var results: [Result] = []
        var notifications: [Notification] = []
        for scene in document.scenes {
            if let error = scene.error {
                notifications.append(Notification(level: "error", message: Message(text: error),
                                                  locations: [Location(file: scene.file, line: nil, column: nil)]))
                continue
            }
            for finding in scene.findings ?? [] {
                results.append(Result(finding: finding, file: scene.file, rules: rules, suppressedBecause: nil))
            }
            for ignored in scene.ignored ?? [] {
                results.append(Result(finding: ignored.finding, file: scene.file, rules: rules,
                                      suppressedBecause: ignored.reason))
            }
        }
        let invocation = Invocation(executionSuccessful: notifications.isEmpty,
                                    exitCode: document.exitStatus,
                                    toolExecutionNotifications: notifications.isEmpty ? nil : notifications)
        runs = [Run(tool: Tool(driver: Driver(rules: rules.map(ReportingDescriptor.init))),
                    invocations: [invocation], results: results)]
    }

    /// The log as pretty-printed JSON with sorted keys.
    public func json() throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(self), as: UTF8.self)
    }

    // The SARIF objects Rotor fills in, named as the specification names them (§3.13 onwards).

    struct Run: Encodable, Sendable {
        let tool: Tool
        let invocations: [Invocation]
        let results: [Result]
        let columnKind = "unicodeCodePoints"
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

        init(finding: AuditFinding, file: String, rules: [AuditRule], suppressedBecause reason: String?) {
            ruleId = finding.rule.id
            ruleIndex = rules.firstIndex(of: finding.rule)
            level = SarifLog.level(of: finding.severity)
            message = Message(text: (finding.screenPlace.map { $0 + ": " } ?? "") + finding.message + "\nfix: " + finding.fix)
            locations = [Location(file: file, line: finding.line, column: finding.column,
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
            var unique: [String] = []
            for path in paths where !unique.contains(path) { unique.append(path) }
            logicalLocations = unique.isEmpty ? nil : unique.map(LogicalLocation.init(path:))
            let region = line.flatMap { $0 > 0 ? Region(startLine: $0, startColumn: column.flatMap { $0 > 0 ? $0 : nil }) : nil }
            physicalLocation = PhysicalLocation(artifactLocation: ArtifactLocation(uri: SarifLog.uri(of: file)),
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
