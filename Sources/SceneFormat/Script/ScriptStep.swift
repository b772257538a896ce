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

    public init(action: Action, expectation: Expectation?, line: Int) {
        self.action = action
        self.expectation = expectation
        self.line = line
    }

    /// The gesture or wait, as a script writes it.
    public var actionText: String {
        switch action {
        case .gesture(let gesture): gesture.name
        case .wait(let seconds): "wait \(seconds)"
        case .language(let language): "language \(language.code)"
        }
    }

    /// The step as a script line.
    public var scriptText: String {
        expectation.map { actionText + " " + $0.scriptText } ?? actionText
    }
}
