import ScreenReader
import Foundation

/// A VoiceOver user's walk through a scene: one gesture a line, each with what must be heard.
///
/// ```
/// # comments start with a hash
/// swipe right = February: 30. Actions available.
/// double tap ~ Drag started
/// wait 0.5
/// ```
/// `=` expects exactly what follows (everything the gesture made the screen reader say, joined
/// with " / "; nothing after `=` expects silence); `~` expects it to contain what follows.
public struct Script: Sendable, Equatable {
    public let file: String
    public let steps: [ScriptStep]

    public init(file: String, steps: [ScriptStep]) {
        self.file = file
        self.steps = steps
    }

    /// Parses script text. `firstLine` and `indent` place the text in its file (a script inside a
    /// scene file starts after its `|` and is indented), so errors point at the right column.
    public static func parse(_ text: String, file: String, firstLine: Int = 1, indent: Int = 0) throws(SceneError) -> Script {
        var steps: [ScriptStep] = []
        for (offset, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let lineNumber = firstLine + offset
            let lineIndent = indent + rawLine.prefix { $0 == " " || $0 == "\t" }.count
            let line = rawLine.trimmingCharacters(in: .whitespaces)
            if line.isEmpty || line.hasPrefix("#") { continue }
            func error(_ message: String, column: Int = 1) -> SceneError {
                SceneError(file: file, line: lineNumber, column: lineIndent + column, keyPath: "", message: message)
            }
            var head = line
            var expectation: Expectation?
            if let marker = line.firstIndex(where: { $0 == "=" || $0 == "~" }) {
                head = String(line[..<marker]).trimmingCharacters(in: .whitespaces)
                let text = String(line[line.index(after: marker)...]).trimmingCharacters(in: .whitespaces)
                expectation = Expectation(line[marker] == "=" ? .exact : .contains, text)
            }
            let words = head.split(separator: " ").map(String.init)
            if words.first?.lowercased() == "wait" {
                guard words.count == 2, let seconds = TimeInterval(words[1]), seconds.isFinite, seconds >= 0 else {
                    throw error("expected 'wait SECONDS' with a number of seconds, found '\(head)'")
                }
                // What the app announces while the clock runs (a load finishing) is heard with the wait.
                steps.append(ScriptStep(action: .wait(seconds), expectation: expectation, line: lineNumber))
                continue
            }
            if words.first?.lowercased() == "language" {
                guard words.count == 2, let language = Language(code: words[1]) else {
                    throw error("expected 'language CODE' with one of: "
                        + Language.allCases.map(\.code).joined(separator: ", ") + "; found '\(head)'")
                }
                // The screen reader speaks another language from here on, as the front's `l` does.
                steps.append(ScriptStep(action: .language(language), expectation: expectation, line: lineNumber))
                continue
            }
            if words.first?.lowercased() == "touch", Gesture(name: head) == nil {
                throw error("expected 'touch X Y' with two numbers (screen cells), found '\(head)'")
            }
            guard let gesture = Gesture(name: head) else {
                var message = "unknown gesture '\(head)'"
                if let nearest = NearestName.suggestion(for: head, among: Gesture.allNames) {
                    message += "; did you mean '\(nearest)'?"
                } else {
                    message += "; expected one of: \(Gesture.allNames.joined(separator: ", ")), wait SECONDS, language CODE"
                }
                throw error(message)
            }
            steps.append(ScriptStep(action: .gesture(gesture), expectation: expectation, line: lineNumber))
        }
        return Script(file: file, steps: steps)
    }

    /// Reads and parses a script file.
    public static func load(path: String) throws(SceneError) -> Script {
        try parse(SceneLoader.readText(path: path), file: path)
    }
}
