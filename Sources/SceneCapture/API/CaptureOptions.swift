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
    /// The scene's script. SceneFormat's `SpokenScript.of(windows:)`, walked on the windows
    /// before they are captured, makes the one `rotor export` writes: what VoiceOver says on
    /// every element, and the actions it offers. `nil` writes the one UIKit's API alone can
    /// make (the capture itself runs no screen reader): a touch on each element a finger can
    /// find, expecting its label, which leaves out a table's or collection view's rows (the
    /// views' own elements) and every action; `""` writes none.
    public var script: String?

    public init(title: String = "Captured screen", language: Language = .english, script: String? = nil) {
        self.title = title
        self.language = language
        self.script = script
    }
}
