/// How a capture is written: the scene's title and language, and its script.
public struct CaptureOptions: Sendable {
    /// The languages a scene speaks.
    public enum Language: String, Sendable, CaseIterable {
        case english = "en"
        case korean = "ko"
        case simplifiedChinese = "zh-Hans"
    }

    /// Shown by `rotor list`, followed by "(captured)".
    public var title: String
    public var language: Language
    /// The scene's script. `nil` writes one that touches each element a finger can find and
    /// expects its label, so `rotor test` checks the capture still says what the screen said;
    /// `""` writes none.
    public var script: String?

    public init(title: String = "Captured screen", language: Language = .english, script: String? = nil) {
        self.title = title
        self.language = language
        self.script = script
    }
}
