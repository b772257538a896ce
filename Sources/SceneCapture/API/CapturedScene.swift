/// A capture: the scene file's text, and what the screens had that the file could not say.
public struct CapturedScene: Sendable, Equatable {
    /// The scene file, as `SceneCapture.sceneFile(of:options:)` gives it.
    public let text: String
    /// What was not written, one sentence each (`"a UITableView: 800000 rows after the first …"`),
    /// as the file's header lists them under "Not captured"; empty when the file says it all.
    public let notes: [String]

    public init(text: String, notes: [String]) {
        self.text = text
        self.notes = notes
    }
}
