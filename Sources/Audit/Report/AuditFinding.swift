/// One problem the audit found: which rule, how much it matters, what it is about, and how to
/// fix it.
public struct AuditFinding: Codable, Sendable, Equatable {
    public let rule: AuditRule
    public let severity: AuditSeverity
    /// The element whose actions are wrong; `nil` when no element is concerned (an interaction
    /// no element exposes).
    public let element: AuditedElement?
    /// The path of the view the finding is about: the descriptor's view, the interaction's host,
    /// the hidden control.
    public let view: String?
    /// 1-based line of the element's (or view's) description in the scene file, when known.
    public let line: Int?
    /// 1-based column, when known.
    public let column: Int?
    /// What is wrong, naming the action, element and view.
    public var message: String { wording.message }
    /// What to change.
    public let fix: String
    /// The scene's screen the finding is on (`screens`), by name; `nil` when it is on none (a
    /// window's own views, a screen built in Swift).
    public let screen: String?
    /// The tab whose views were shown when the finding was made, by its title (`tab 2` when it
    /// has none); `nil` for the tabs selected when the scene opens.
    public let tab: String?
    /// The message, or how to word it when it is read: a long table's rows each have a piece of
    /// advice that most runs only count, and wording 100,000 of them was a tenth of the audit.
    private let wording: Wording

    public init(rule: AuditRule, element: AuditedElement?, view: String?, line: Int? = nil, column: Int? = nil,
                message: String, fix: String, screen: String? = nil, tab: String? = nil) {
        self.init(rule: rule, element: element, view: view, line: line, column: column,
                  wording: Wording(message), fix: fix, screen: screen, tab: tab)
    }

    /// A finding whose message is worded from values (never views, which may change) when read.
    init(rule: AuditRule, element: AuditedElement?, view: String?, line: Int?, column: Int?,
         wording: Wording, fix: String, screen: String? = nil, tab: String? = nil) {
        self.rule = rule
        self.severity = rule.severity
        self.element = element
        self.view = view
        self.line = line
        self.column = column
        self.wording = wording
        self.fix = fix
        self.screen = screen
        self.tab = tab
    }

    /// Where on the scene's screens the finding is, as a report prints it before the message:
    /// `on the screen "detail"`, `on the screen "detail", tab "Photos"`; `nil` when on none.
    public var screenPlace: String? {
        let screenText = screen.map { "the screen \"\($0)\"" }
        let tabText = tab.map { "tab \"\($0)\"" }
        let parts = [screenText, tabText].compactMap { $0 }
        return parts.isEmpty ? nil : "on " + parts.joined(separator: ", ")
    }

    /// A finding's message: written, or worded from values when read.
    struct Wording: Sendable {
        private let written: String?
        private let word: (@Sendable () -> String)?

        init(_ message: String) {
            written = message
            word = nil
        }

        init(_ word: @escaping @Sendable () -> String) {
            written = nil
            self.word = word
        }

        var message: String { written ?? word?() ?? "" }
    }

    private enum CodingKeys: String, CodingKey {
        case rule, severity, element, view, line, column, message, fix, screen, tab
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        rule = try container.decode(AuditRule.self, forKey: .rule)
        severity = try container.decode(AuditSeverity.self, forKey: .severity)
        element = try container.decodeIfPresent(AuditedElement.self, forKey: .element)
        view = try container.decodeIfPresent(String.self, forKey: .view)
        line = try container.decodeIfPresent(Int.self, forKey: .line)
        column = try container.decodeIfPresent(Int.self, forKey: .column)
        wording = Wording(try container.decode(String.self, forKey: .message))
        fix = try container.decode(String.self, forKey: .fix)
        screen = try container.decodeIfPresent(String.self, forKey: .screen)
        tab = try container.decodeIfPresent(String.self, forKey: .tab)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(rule, forKey: .rule)
        try container.encode(severity, forKey: .severity)
        try container.encodeIfPresent(element, forKey: .element)
        try container.encodeIfPresent(view, forKey: .view)
        try container.encodeIfPresent(line, forKey: .line)
        try container.encodeIfPresent(column, forKey: .column)
        try container.encode(message, forKey: .message)
        try container.encode(fix, forKey: .fix)
        try container.encodeIfPresent(screen, forKey: .screen)
        try container.encodeIfPresent(tab, forKey: .tab)
    }

    public static func == (a: AuditFinding, b: AuditFinding) -> Bool {
        a.rule == b.rule && a.severity == b.severity && a.element == b.element && a.view == b.view
            && a.line == b.line && a.column == b.column && a.message == b.message && a.fix == b.fix
            && a.screen == b.screen && a.tab == b.tab
    }
}
