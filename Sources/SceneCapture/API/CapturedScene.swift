/// A capture: the scene file's text, and what the screens had that the file could not say.
public struct CapturedScene: Sendable, Equatable {
    /// The scene file, as `SceneCapture.sceneFile(of:options:)` gives it.
    public let text: String
    /// What was not written, one sentence each (`"a UITableView: 800000 rows after the first …"`),
    /// as the file's header lists them under "Not captured"; empty when the file says it all.
    public let notes: [String]
    /// The scene file without its "Not captured" list: what capturing the screen the file opens
    /// writes again, since what was left out is no longer there to list. Equal to `text` when
    /// nothing was left out.
    public let textWithoutNotes: String

    /// A capture whose file is `text`; `textWithoutNotes` is the same file without its "Not
    /// captured" list, and is `text` when not given.
    public init(text: String, notes: [String], textWithoutNotes: String? = nil) {
        self.text = text
        self.notes = notes
        self.textWithoutNotes = textWithoutNotes ?? text
    }
}
