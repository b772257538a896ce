import ScreenReader
import Foundation

/// A VoiceOver user's walk through a scene: one gesture a line, each with what must be heard.
///
/// ```
/// # comments start with a hash
/// swipe right = February: 30. Actions Available.
/// double tap ~ Drag started
/// wait 0.5
/// ```
/// `=` expects exactly what follows (everything the gesture made the screen reader say, joined
/// with " / "; nothing after `=` expects silence); `~` expects it to contain what follows. A
/// `callbacks` line after a step checks the callbacks the app's delegates got during it
/// (`CallbackExpectation`):
///
/// ```
/// double tap = Dropped, Drop into attachments
/// callbacks ~ willEndWith copy / performDrop / concludeDrop / didEndWith copy
/// ```
///
/// Text that would not read back as it is (spaces at its ends, a view named `a/b`) is written in
/// double quotes (`QuotedText`), as a recording writes it:
///
/// ```
/// first element = " / Actions Available."
/// callbacks = drop "a/b" canHandle → true
/// ```
public struct Script: Sendable, Equatable {
    public let file: String
    public let steps: [ScriptStep]

    /// How long a script may be, in its own file or in a scene's `script:`; each limit that is
    /// passed has its own message. A step costs a run far more than its line costs the file
    /// (what it said, kept for the report): a million steps ran for 19 s and made 1.4 GB of
    /// JSON. Ten thousand steps is more than an hour's recorded use at a gesture a second.
    public struct Limits: Sendable {
        /// Scripts with more steps than this (gestures, waits and language changes; a
        /// `callbacks` line belongs to its step) are refused at the first step past it.
        public var steps: Int
        /// Scripts of more bytes than this are refused before they are parsed.
        public var fileSize: Int
        /// The most elements a run's read alls read aloud, all together: the read all that
        /// would read more stops at the limit, and the run ends there with an error naming its
        /// line (`ScriptRun.stop`). A read all costs what the screen holds, not what its line
        /// costs: 215 of them over a 22,000-label scene said 4.7 million utterances. 200,000
        /// is one read all of the largest scene a file may describe.
        public var readAllElements: Int
        /// The most views a run's walks of the screen look at, all together (`RunBudget`): the
        /// step that takes them past it ends the run with an error naming its line. Pushing a
        /// screen of 20,000 labels and popping it, 3,000 times in 1.3 MB, walked for 26 s; touches
        /// and taps count the views they pass through (10,000 taps in a tree 9,000 deep: 20 s).
        /// 1,000,000 is five walks of the largest screen a file may describe, about a quarter
        /// of a second of walking.
        public var walkedViews: Int
        /// The most a run says, in bytes of UTF-8 all together (`RunBudget`): the step that takes
        /// it past ends the run with an error naming its line. A script may make an element say
        /// more at each visit (drops appending to a list: 2 GB said from a 108 KB file). A file's
        /// run says at most 16 bytes for each of its bytes, never less than `Scene.speechFloor`:
        /// 64,000,000 is four times the largest file, which read all once says about once.
        public var speechBytes: Int

        public init(steps: Int = 10_000, fileSize: Int = 1_000_000, readAllElements: Int = 200_000,
                    walkedViews: Int = 1_000_000, speechBytes: Int = 64_000_000) {
            self.steps = steps
            self.fileSize = fileSize
            self.readAllElements = readAllElements
            self.walkedViews = walkedViews
            self.speechBytes = speechBytes
        }

        public static let standard = Limits()
    }

    public init(file: String, steps: [ScriptStep]) {
        self.file = file
        self.steps = steps
    }

    /// Parses script text. `firstLine` and `indent` place the text in its file (a script inside a
    /// scene file starts after its `|` and is indented), so errors point at the right column.
    public static func parse(_ text: String, file: String, firstLine: Int = 1, indent: Int = 0,
                             limits: Limits = .standard) throws(SceneError) -> Script {
        try parse(text, file: file, limits: limits) { offset in (firstLine + offset, indent + 1) }
    }

    /// Parses script text whose lines start where `start` says (the line and column in the
    /// file of each line's first character, by its index in the text): a script in a scene may
    /// be written in any of YAML's styles (`ScalarPlacement`).
    static func parse(_ text: String, file: String, limits: Limits = .standard, screens: Set<String>? = nil,
                      start: (Int) -> (line: Int, column: Int)) throws(SceneError) -> Script {
        let size = text.utf8.count
        guard size <= limits.fileSize else {
            let (line, column) = start(0)
            throw SceneError(file: file, line: line, column: column, keyPath: "",
                             message: "the script is \(size) bytes; scripts are limited to \(limits.fileSize)")
        }
        var steps: [ScriptStep] = []
        // Lines end at the scalar LF: Swift takes CR LF as one Character, so splitting Characters
        // read a file with Windows line ends as one line. A CR left at a line's end is trimmed with
        // the white space, so what is written back reads back the same.
        let lines = text.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false)
            .map { String(String.UnicodeScalarView($0)) }
        for (offset, rawLine) in lines.enumerated() {
            let (lineNumber, firstColumn) = start(offset)
            let lineIndent = firstColumn - 1 + rawLine.prefix { $0 == " " || $0 == "\t" }.count
            let line = rawLine.trimmingCharacters(in: .whitespacesAndNewlines)
            if line.isEmpty || line.hasPrefix("#") { continue }
            // The step this line makes, whichever way it is made, knows its column.
            let stepsBefore = steps.count
            defer { if steps.count > stepsBefore, let last = steps.indices.last { steps[last].column = lineIndent + 1 } }
            func error(_ message: String, column: Int = 1) -> SceneError {
                SceneError(file: file, line: lineNumber, column: lineIndent + column, keyPath: "", message: message)
            }
            // Every line but a comment and a `callbacks` line (which belongs to the step above
            // it) is a step.
            let firstWord = line.prefix { !$0.isWhitespace && $0 != "=" && $0 != "~" }
            guard steps.count < limits.steps || firstWord.lowercased() == "callbacks" else {
                throw error("the script has more than \(limits.steps) steps; scripts are limited to \(limits.steps)")
            }
            var head = line
            var match: Expectation.Match?
            var afterMarker: Substring = ""
            // A screen's name in quotes (`app push "a = b"`) may hold `=` and `~`: the marker is
            // looked for after it.
            var searchFrom = line.startIndex
            if firstWord.lowercased() == "app", let open = Self.quotedNameStart(in: line) {
                // Unclosed, there is no marker: the name's own error says what is wrong.
                searchFrom = (try? QuotedText.read(line.unicodeScalars, from: open).end) ?? line.endIndex
            }
            if let marker = line[searchFrom...].firstIndex(where: { $0 == "=" || $0 == "~" }) {
                head = String(line[..<marker]).trimmingCharacters(in: .whitespacesAndNewlines)
                match = line[marker] == "=" ? .exact : .contains
                afterMarker = line[line.index(after: marker)...]
            }
            // The first words say what the line is; a long line is not split further.
            let words = head.split(separator: " ", maxSplits: 3).map(String.init)
            if words.first?.lowercased() == "callbacks" {
                guard words.count == 1, let match else {
                    throw error("expected 'callbacks = CALLBACK / CALLBACK …' or 'callbacks ~ …', found '\(Echo.text(line))'")
                }
                guard let last = steps.popLast() else {
                    throw error("a 'callbacks' line checks the step above it, and there is none: put it after a gesture")
                }
                do {
                    steps.append(last.adding(try CallbackExpectation.parse(match, String(afterMarker), line: lineNumber)))
                } catch let problem {
                    throw error(Self.message(for: problem))
                }
                continue
            }
            // What must be heard; a `callbacks` line's text, above, is not read as one.
            var expectation: Expectation?
            if let match {
                do {
                    expectation = Expectation(match, try Expectation.text(after: afterMarker))
                } catch let problem {
                    throw error(Self.message(for: problem), column: Self.column(ofTextAfter: afterMarker, in: line))
                }
            }
            if words.first?.lowercased() == "wait" {
                guard words.count == 2, let seconds = TimeInterval(words[1]), !seconds.isNaN else {
                    throw error("expected 'wait SECONDS' with a number of seconds, found '\(Echo.text(head))'")
                }
                guard NumberRange.seconds.contains(seconds) else {
                    throw error("wait: \(Echo.text(words[1])) is outside the range \(NumberRange.text(NumberRange.seconds))",
                                column: Self.column(ofWord: 1, in: line))
                }
                // What the app announces while the clock runs (a load finishing) is heard with the wait.
                steps.append(ScriptStep(action: .wait(seconds), expectation: expectation, line: lineNumber))
                continue
            }
            if words.first?.lowercased() == "language" {
                guard words.count == 2, let language = Language(code: words[1]) else {
                    throw error("expected 'language CODE' with one of: "
                        + Language.allCases.map(\.code).joined(separator: ", ") + "; found '\(Echo.text(head))'")
                }
                // The screen reader speaks another language from here on, as the front's `l` does.
                steps.append(ScriptStep(action: .language(language), expectation: expectation, line: lineNumber))
                continue
            }
            if words.first?.lowercased() == "verbosity-actions" {
                guard words.count == 2, let mode = Verbosity.ActionsMode(rawValue: words[1]) else {
                    throw error("expected 'verbosity-actions SETTING' with one of: "
                        + Verbosity.ActionsMode.allCases.map(\.rawValue).joined(separator: ", ") + "; found '\(Echo.text(head))'")
                }
                // VoiceOver's Verbosity from here on, as the front's `v` sets it.
                steps.append(ScriptStep(action: .actionsVerbosity(mode), expectation: expectation, line: lineNumber))
                continue
            }
            if words.first?.lowercased() == "hints" {
                guard words.count == 2, ["on", "off"].contains(words[1].lowercased()) else {
                    throw error("expected 'hints on' or 'hints off', found '\(Echo.text(head))'")
                }
                // Verbosity › Speak Hints from here on, as the front's `h` sets it.
                steps.append(ScriptStep(action: .hints(words[1].lowercased() == "on"), expectation: expectation, line: lineNumber))
                continue
            }
            if words.first?.lowercased() == "curtain" {
                guard words.count == 2, ["on", "off"].contains(words[1].lowercased()) else {
                    throw error("expected 'curtain on' or 'curtain off', found '\(Echo.text(head))'")
                }
                // VoiceOver's screen curtain from here on, as the front's `c` sets it.
                steps.append(ScriptStep(action: .curtain(words[1].lowercased() == "on"), expectation: expectation, line: lineNumber))
                continue
            }
            if words.first?.lowercased() == "app" {
                steps.append(ScriptStep(action: .app(try appEvent(head, in: line, screens: screens, error: error)),
                                        expectation: expectation, line: lineNumber))
                continue
            }
            if head.split(maxSplits: 1, whereSeparator: \.isWhitespace).first?.lowercased() == "touch" {
                steps.append(ScriptStep(action: .gesture(try touch(head, in: line, error: error)), expectation: expectation,
                                        line: lineNumber))
                continue
            }
            guard let gesture = Gesture(name: head) else {
                var message = "unknown gesture '\(Echo.text(head))'"
                if let nearest = NearestName.suggestion(for: head, among: Gesture.allNames + ["callbacks"]) {
                    message += "; did you mean '\(nearest)'?"
                } else {
                    message += "; expected one of: \(Gesture.allNames.joined(separator: ", ")), wait SECONDS, language CODE, verbosity-actions SETTING, hints on|off"
                }
                throw error(message)
            }
            steps.append(ScriptStep(action: .gesture(gesture), expectation: expectation, line: lineNumber))
        }
        return Script(file: file, steps: steps)
    }

    /// Why a `callbacks` line could not be read, as its error says it.
    private static func message(for problem: CallbackPatternError) -> String {
        switch problem {
        case .empty:
            "callbacks: a callback's name is missing between two '/'"
        case .badSelector(let word):
            "callbacks: '\(Echo.text(word))' is not a UIKit method's name such as "
                + "dropInteraction(_:performDrop:); write the name as the log shows it (performDrop) or in full"
        case .unclosedQuote:
            "callbacks: " + message(for: .quote(.unclosed))
        case .badEscape(let escape):
            "callbacks: " + message(for: .quote(.badEscape(escape)))
        }
    }

    /// Why the text after `=` or `~` could not be read, as its error says it.
    private static func message(for problem: Expectation.Problem) -> String {
        switch problem {
        case .quote(.unclosed):
            "a text in quotes has no closing quote; write \\\" for a quote inside it"
        case .quote(.badEscape(let escape)):
            "in a text in quotes, '\(Echo.text(escape))' is not an escape: write \\\" for a quote and \\\\ for a backslash"
        case .textAfterQuote:
            "there is text after the closing quote; put the whole text in the quotes, with \\\" for a quote inside it"
        }
    }

    /// The 1-based column, in Unicode scalars, of the first character of the text after a
    /// line's `=` or `~` (where its quote opens).
    private static func column(ofTextAfter text: Substring, in line: String) -> Int {
        let scalars = line.unicodeScalars
        let start = scalars.distance(from: scalars.startIndex, to: text.startIndex)
        return start + text.unicodeScalars.prefix { $0.properties.isWhitespace }.count + 1
    }

    /// `touch X Y`, each number a screen cell within `NumberRange.cells`; one outside it is
    /// refused as written, at its column.
    private static func touch(_ head: String, in line: String,
                              error: (String, Int) -> SceneError) throws(SceneError) -> Gesture {
        let words = head.split(maxSplits: 3, whereSeparator: \.isWhitespace)
        guard words.count == 3, let x = Double(words[1]), let y = Double(words[2]), !x.isNaN, !y.isNaN else {
            throw error("expected 'touch X Y' with two numbers (screen cells), found '\(Echo.text(head))'", 1)
        }
        for (index, value) in [(1, x), (2, y)] where !NumberRange.cells.contains(value) {
            throw error("touch \(index == 1 ? "x" : "y"): \(Echo.text(words[index])) is outside the range "
                + NumberRange.text(NumberRange.cells), column(ofWord: index, in: line))
        }
        return .touch(CGPoint(x: x, y: y))
    }

    /// The app's own step after `app`: `push NAME`, `present NAME`, `pop` or `dismiss`, with
    /// the screen's name checked when the scene's screens are known. A name in double quotes
    /// (`app push "a = b"`) is read as quoted text (`QuotedText`): it may hold `=`, `~`, `#`
    /// and quotes, and must end the step.
    private static func appEvent(_ head: String, in line: String, screens: Set<String>?,
                                 error: (String, Int) -> SceneError) throws(SceneError) -> String {
        let rest = head.dropFirst(3).trimmingCharacters(in: .whitespaces)
        let verb = rest.prefix { !$0.isWhitespace }.lowercased()
        var name = rest.dropFirst(verb.count).trimmingCharacters(in: .whitespaces)
        var quoted = false, quoteColumn = 1
        if let open = quotedNameStart(in: line), ["push", "present"].contains(verb) {
            let scalars = line.unicodeScalars
            let column = scalars.distance(from: scalars.startIndex, to: open) + 1
            quoteColumn = column
            let read: (text: String, end: String.UnicodeScalarView.Index)
            do {
                read = try QuotedText.read(scalars, from: open)
            } catch let problem {
                switch problem {
                case .unclosed:
                    throw error("the screen's name in quotes has no closing quote; write \\\" for a quote inside it", column)
                case .badEscape(let escape):
                    throw error("in a name in quotes, '\(Echo.text(escape))' is not an escape: write \\\" for a quote and "
                        + "\\\\ for a backslash", column)
                }
            }
            // The name ends the step's head: what follows is white space, then `=` or `~`.
            guard scalars[read.end...].prefix(while: { $0 != "=" && $0 != "~" }).allSatisfy(\.properties.isWhitespace) else {
                throw error("there is text after the screen's closing quote; put the whole name in the quotes, "
                    + "with \\\" for a quote inside it", column)
            }
            name = read.text
            quoted = true
        }
        switch verb {
        case "pop", "dismiss":
            guard name.isEmpty else { throw error("'app \(verb)' takes no screen; found '\(Echo.text(name))'", 1) }
            return verb
        case "push", "present":
            guard !name.isEmpty || quoted else { throw error("expected 'app \(verb) SCREEN' with a screen's name", 1) }
            if let screens, !screens.contains(name) {
                let column = quoted ? quoteColumn : Self.column(ofWord: 2, in: line)
                var message = screens.isEmpty ? "no screen is called '\(Echo.text(name))': the scene has no 'screens'"
                                              : "no screen is called '\(Echo.text(name))'"
                // The name went on past an `=` or `~`, read as the start of what is heard: the
                // whole rest of the line names a screen, which quotes would keep whole.
                let whole = line.dropFirst(3).trimmingCharacters(in: .whitespaces).dropFirst(verb.count)
                    .trimmingCharacters(in: .whitespaces)
                // A screen whose name holds `=` or `~` that the line starts with, up to its end or
                // a later `=` or `~`: the longest. Each name is compared once, so a line of a
                // million `=` costs the names' length, not the line's times its markers'.
                let meant = quoted ? nil : screens.filter { screen in
                    guard screen.count > name.count, screen.contains(where: { $0 == "=" || $0 == "~" }),
                          whole.hasPrefix(screen) else { return false }
                    let after = whole.dropFirst(screen.count).drop(while: \.isWhitespace)
                    return after.isEmpty || after.first == "=" || after.first == "~"
                }.max { $0.count < $1.count }
                if let meant {
                    message += "; the screen '\(Echo.text(meant))' is written in quotes, as its name holds '=' or '~': "
                        + "app \(verb) \(Echo.text(QuotedText.quoted(meant)))"
                } else if let nearest = NearestName.suggestion(for: name, among: screens.sorted()) {
                    message += "; did you mean '\(Echo.text(nearest))'?"
                }
                throw error(message, column)
            }
            return verb + " " + name
        default:
            throw error("expected 'app push SCREEN', 'app present SCREEN', 'app pop' or 'app dismiss', found '\(Echo.text(head))'", 1)
        }
    }

    /// Where the opening quote of a screen's name is in an `app push` or `app present` line
    /// whose name is in quotes.
    static func quotedNameStart(in line: String) -> String.Index? {
        let scalars = line.unicodeScalars
        var index = scalars.startIndex
        func skipSpace() {
            while index < scalars.endIndex, scalars[index].properties.isWhitespace { index = scalars.index(after: index) }
        }
        func word() -> String {
            var text = String.UnicodeScalarView()
            while index < scalars.endIndex, !scalars[index].properties.isWhitespace, scalars[index] != "\"" {
                text.append(scalars[index])
                index = scalars.index(after: index)
            }
            return String(text).lowercased()
        }
        skipSpace()
        guard word() == "app" else { return nil }
        skipSpace()
        guard ["push", "present"].contains(word()) else { return nil }
        skipSpace()
        return index < scalars.endIndex && scalars[index] == "\"" ? index : nil
    }

    /// The 1-based column of a word (split at white space) in a line, in Unicode scalars.
    private static func column(ofWord word: Int, in line: String) -> Int {
        var column = 1, seen = -1, inWord = false
        for scalar in line.unicodeScalars {
            let isSpace = scalar.properties.isWhitespace
            if !isSpace, !inWord {
                seen += 1
                if seen == word { return column }
            }
            inWord = !isSpace
            column += 1
        }
        return 1
    }

    /// Reads and parses a script file; a file over the limits' size is refused before it is read.
    /// With `screens` (the names of the scene's screens, as `Scene.screens` holds them), an
    /// `app push` or `app present` of a name the scene does not have is refused where it is
    /// written, as in the scene's own `script:`.
    public static func load(path: String, limits: Limits = .standard, screens: Set<String>? = nil) throws(SceneError) -> Script {
        try parse(SceneLoader.readText(path: path, limit: limits.fileSize, kind: "scripts"), file: path, limits: limits,
                  screens: screens) { offset in (1 + offset, 1) }
    }
}
