import Foundation
import ScreenReader
import Session

/// One line of a script: a session's step (a gesture, a wait, a language) and, optionally,
/// what must be heard.
public struct ScriptStep: Sendable, Equatable {
    /// What the line does: one step of a session.
    public typealias Action = SessionStep

    public let action: Action
    public let expectation: Expectation?
    /// The line in the file the step was written on.
    public let line: Int
    /// The column its first character is in (a script in a scene is indented), for messages.
    public internal(set) var column = 1
    /// The `callbacks` lines after the step: what the app's delegates must get during it.
    public let callbackExpectations: [CallbackExpectation]

    public init(action: Action, expectation: Expectation?, line: Int, callbackExpectations: [CallbackExpectation] = []) {
        self.action = action
        self.expectation = expectation
        self.line = line
        self.callbackExpectations = callbackExpectations
    }

    /// The step with one more `callbacks` line.
    func adding(_ callbacks: CallbackExpectation) -> ScriptStep {
        var step = ScriptStep(action: action, expectation: expectation, line: line,
                              callbackExpectations: callbackExpectations + [callbacks])
        step.column = column
        return step
    }

    /// The gesture or wait, as a script writes it.
    public var actionText: String { Self.text(of: action) }

    /// A session's step as a script line writes it (before its expectation).
    public static func text(of action: SessionStep) -> String {
        switch action {
        case .gesture(let gesture): gesture.name
        case .wait(let seconds): "wait \(seconds)"
        case .language(let language): "language \(language.code)"
        case .actionsVerbosity(let mode): "verbosity-actions \(mode.rawValue)"
        case .hints(let on): "hints \(on ? "on" : "off")"
        case .curtain(let on): "curtain \(on ? "on" : "off")"
        case .app(let event): "app " + appText(event)
        }
    }

    /// An app step (`push NAME`, `pop`) as a script writes it: a screen's name in quotes when
    /// it would not read back as it is (it holds `=`, `~`, `#` or a quote, or starts or ends
    /// with white space).
    static func appText(_ event: String) -> String {
        // Split at the first space by scalar, as the line is read: a name that starts with a
        // combining mark joins the space before it into one character.
        let scalars = event.unicodeScalars
        guard let space = scalars.firstIndex(of: " ") else { return event }
        let verb = String(scalars[..<space]), name = String(scalars[scalars.index(after: space)...])
        let plain = !name.isEmpty && name.trimmingCharacters(in: .whitespacesAndNewlines) == name
            && !name.unicodeScalars.contains { "=~#\"".unicodeScalars.contains($0) }
        return verb + " " + (plain ? name : QuotedText.quoted(name))
    }

    /// The step as a script writes it: its line, then its `callbacks` lines, if any, each on a
    /// line of its own.
    public var scriptText: String {
        let first = expectation.map { actionText + " " + $0.scriptText } ?? actionText
        return ([first] + callbackExpectations.map(\.scriptText)).joined(separator: "\n")
    }
}
