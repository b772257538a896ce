import CellKit
import Foundation
import ScreenReader
import Session

/// A run as `rotor run --format json` prints it: the scene, the language, what was said when
/// the scene appeared, and each step with what it made the screen reader say. With the log
/// (`--log`), the opening and each step also carry `events`: what was said and the callbacks the
/// app's delegates got, in the order they happened.
public struct TranscriptDocument: Codable, Sendable, Equatable {
    public struct Spoken: Codable, Sendable, Equatable {
        public let text: String
        /// `element`, `hint`, `announcement` or `earcon`.
        public let kind: String
        public let language: String
    }

    /// One entry of the log: something said (`type` `spoken`, with `text`, `kind` and
    /// `language`) or a callback (`type` `callback`, with `side`, `view`, `callback` and, when
    /// the log shows one, `detail`).
    public struct Event: Codable, Sendable, Equatable {
        /// `spoken` or `callback`.
        public let type: String
        public let text: String?
        public let kind: String?
        public let language: String?
        /// `drag` or `drop`: which delegate was called.
        public let side: String?
        /// The view hosting the interaction, by its id (or its type).
        public let view: String?
        /// The callback, as the log names it (`performDrop`).
        public let callback: String?
        /// What the callback was given or answered (an operation, an item count).
        public let detail: String?
    }

    /// A `callbacks` line of a step, and whether the step's callbacks met it.
    public struct CallbackCheck: Codable, Sendable, Equatable {
        public let line: Int
        /// The line as the script writes it (`callbacks ~ …`).
        public let expected: String
        public let passed: Bool
    }

    public struct Step: Codable, Sendable, Equatable {
        public let line: Int
        /// The gesture's stable name, or `wait SECONDS`.
        public let action: String
        public let spoken: [Spoken]
        /// The expectation as the script writes it (`= …` or `~ …`), if any.
        public let expected: String?
        /// Whether the expectation was met; absent when there is none.
        public let passed: Bool?
        /// The step's `callbacks` lines; absent when it has none.
        public let callbackChecks: [CallbackCheck]?
        /// What was said and the callbacks, in order; only with the log.
        public let events: [Event]?

        enum CodingKeys: String, CodingKey {
            case line, action, spoken, expected, passed, events
            case callbackChecks = "callback_checks"
        }
    }

    public let scene: String
    public let language: String
    public let opening: [Spoken]
    /// What happened as the scene appeared, in order; only with the log.
    public let openingEvents: [Event]?
    public let steps: [Step]
    /// Whether every expectation (and every `callbacks` line) was met.
    public let passed: Bool

    enum CodingKeys: String, CodingKey {
        case scene, language, opening, steps, passed
        case openingEvents = "opening_events"
    }

    /// The document of `run`; with `log`, the callbacks are carried as `events`.
    public init(run: ScriptRun, scene: String, language: Language, log: Bool = false) {
        self.init(run: run, steps: run.outcomes.map { Self.step(of: $0, log: log) }, scene: scene, language: language, log: log)
    }

    private init(run: ScriptRun, steps: [Step], scene: String, language: Language, log: Bool) {
        self.scene = scene
        self.language = language.code
        opening = run.opening.map(Self.spoken)
        openingEvents = log ? run.openingTimeline.map(Self.event) : nil
        self.steps = steps
        passed = run.passed
    }

    private static func step(of outcome: ScriptRun.StepOutcome, log: Bool) -> Step {
        let checks = outcome.callbackChecks.map {
            CallbackCheck(line: $0.expectation.line, expected: $0.expectation.scriptText, passed: $0.passed)
        }
        return Step(line: outcome.step.line, action: outcome.step.actionText, spoken: outcome.spoken.map(Self.spoken),
                    expected: outcome.step.expectation?.scriptText, passed: outcome.speechPassed,
                    callbackChecks: checks.isEmpty ? nil : checks,
                    events: log ? outcome.timeline.map(Self.event) : nil)
    }

    /// The document as `rotor run --format json` prints it: pretty-printed, keys sorted. Print
    /// it through `TextOutput.write(json:)`, which escapes what a terminal must not see raw.
    public func json() throws -> String {
        String(decoding: try Self.encoder.encode(self), as: UTF8.self)
    }

    private static var encoder: JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return encoder
    }

    /// Writes the document of `run` exactly as `json()` gives it, a part at a time: everything
    /// before the steps, then each step encoded on its own, then the end. No string holds the
    /// whole run (a run's document was held four times over: encoded, as text, escaped, and
    /// split into lines). Each part is whole lines, without the last one's line break, as
    /// `TextOutput.write(json:)` writes them.
    public static func writeJSON(of run: ScriptRun, scene: String, language: Language, log: Bool = false,
                                 to write: (String) throws -> Void) throws {
        let head = try TranscriptDocument(run: run, steps: [], scene: scene, language: language, log: log).json()
        // `steps` sorts last: the head ends with its empty list, which the steps go into.
        let emptyEnd = "\"steps\" : [\n\n  ]\n}"
        guard !run.outcomes.isEmpty, head.hasSuffix(emptyEnd) else {
            try write(try TranscriptDocument(run: run, scene: scene, language: language, log: log).json())
            return
        }
        try write(String(head.dropLast(emptyEnd.count - "\"steps\" : [".count)))
        for (index, outcome) in run.outcomes.enumerated() {
            let step = try encoder.encode(Self.step(of: outcome, log: log))
            // Two levels in: the document's, and the list's. Empty lines (inside an empty list) stay empty.
            var indented: [UInt8] = []
            indented.reserveCapacity(step.count + step.count / 8)
            var atLineStart = true
            for byte in step {
                if atLineStart, byte != UInt8(ascii: "\n") { indented += [0x20, 0x20, 0x20, 0x20] }
                indented.append(byte)
                atLineStart = byte == UInt8(ascii: "\n")
            }
            if index + 1 < run.outcomes.count { indented.append(UInt8(ascii: ",")) }
            try write(String(decoding: indented, as: UTF8.self))
        }
        try write("  ]\n}")
    }

    private static func spoken(_ utterance: Utterance) -> Spoken {
        Spoken(text: utterance.text, kind: utterance.kind.rawValue, language: utterance.language)
    }

    private static func event(_ entry: TimelineEntry) -> Event {
        switch entry {
        case .said(let utterance):
            Event(type: "spoken", text: utterance.text, kind: utterance.kind.rawValue, language: utterance.language,
                  side: nil, view: nil, callback: nil, detail: nil)
        case .callback(let event):
            Event(type: "callback", text: nil, kind: nil, language: nil, side: event.side.rawValue, view: event.view,
                  callback: event.callback, detail: event.detail)
        }
    }
}
