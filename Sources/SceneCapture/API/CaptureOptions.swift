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
    /// `""` writes none. SceneFormat's `SpokenScript.of(_:)` makes the fuller one `rotor export`
    /// writes: what VoiceOver says on every element, and the actions it offers (the capture
    /// itself runs no screen reader: it reads only what UIKit has).
    public var script: String?

    public init(title: String = "Captured screen", language: Language = .english, script: String? = nil) {
        self.title = title
        self.language = language
        self.script = script
    }
}
