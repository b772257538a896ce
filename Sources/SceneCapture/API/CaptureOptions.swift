/// How a capture is written: the scene's title and language, VoiceOver's settings, and its script.
public struct CaptureOptions: Sendable {
    /// The languages a scene speaks.
    public enum Language: String, Sendable, CaseIterable {
        case english = "en"
        case korean = "ko"
        case simplifiedChinese = "zh-Hans"
    }

    /// VoiceOver's Verbosity settings the scene runs with (its `voiceOver` key): a script walked
    /// with other settings than VoiceOver's defaults says other things, so the file says them.
    public struct Verbosity: Sendable, Equatable {
        /// What VoiceOver does on an element with actions.
        public enum Actions: String, Sendable, CaseIterable {
            case speak, playSound, changeRotor, doNothing
        }

        public var actions: Actions
        public var speaksHints: Bool

        /// `actions` by its name in a scene file (`speak` when the name is none of them).
        public init(actions: String = Actions.speak.rawValue, speaksHints: Bool = true) {
            self.actions = Actions(rawValue: actions) ?? .speak
            self.speaksHints = speaksHints
        }
    }

    /// Shown by `rotor list`, followed by "(captured)".
    public var title: String
    public var language: Language
    /// The scene's script. SceneFormat's `SpokenScript.of(windows:)`, walked on the windows
    /// before they are captured, makes the one `rotor export` writes: what VoiceOver says on
    /// every element, and the actions it offers. `nil` writes the one UIKit's API alone can
    /// make (the capture itself runs no screen reader): a touch on each element a finger can
    /// find, expecting its label, which leaves out a table's or collection view's rows (the
    /// views' own elements) and every action; `""` writes none.
    public var script: String?
    /// Written as the scene's `voiceOver` key when it is not VoiceOver's default.
    public var verbosity: Verbosity

    public init(title: String = "Captured screen", language: Language = .english, script: String? = nil,
                verbosity: Verbosity = Verbosity()) {
        self.title = title
        self.language = language
        self.script = script
        self.verbosity = verbosity
    }
}
