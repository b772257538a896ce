import Foundation
import ScreenReader

/// A run as `rotor run --format json` prints it: the scene, the language, what was said when
/// the scene appeared, and each step with what it made the screen reader say.
public struct TranscriptDocument: Codable, Sendable, Equatable {
    public struct Spoken: Codable, Sendable, Equatable {
        public let text: String
        /// `element`, `hint`, `announcement` or `earcon`.
        public let kind: String
        public let language: String
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
    }

    public let scene: String
    public let language: String
    public let opening: [Spoken]
    public let steps: [Step]
    /// Whether every expectation was met.
    public let passed: Bool

    public init(run: ScriptRun, scene: String, language: Language) {
        self.scene = scene
        self.language = language.code
        opening = run.opening.map(Self.spoken)
        steps = run.outcomes.map { outcome in
            Step(line: outcome.step.line, action: outcome.step.actionText, spoken: outcome.spoken.map(Self.spoken),
                 expected: outcome.step.expectation?.scriptText, passed: outcome.passed)
        }
        passed = run.passed
    }

    /// The document as `rotor run --format json` prints it: pretty-printed, keys sorted. Print
    /// it through `TextOutput.write(json:)`, which escapes what a terminal must not see raw.
    public func json() throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(self), as: UTF8.self)
    }

    private static func spoken(_ utterance: Utterance) -> Spoken {
        Spoken(text: utterance.text, kind: utterance.kind.rawValue, language: utterance.language)
    }
}
