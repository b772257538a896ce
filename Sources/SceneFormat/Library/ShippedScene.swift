/// A scene file shipped inside Rotor: compiled into the library, at build time, from the
/// repository's `Scenes/` folder (the `EmbedScenes` plugin), so it is there wherever the binary
/// or library goes. It keeps its file name, so errors and audit findings still name the place:
/// `wwdc-story.yaml:12:3`.
public struct ShippedScene: Sendable, Hashable {
    /// The file's name in `Scenes/`: `wwdc-story.yaml`.
    public let fileName: String
    /// The file's text, exactly.
    public let text: String

    init(fileName: String, text: String) {
        self.fileName = fileName
        self.text = text
    }

    /// The scene's name: its file name without `.yaml`.
    public var name: String {
        fileName.hasSuffix(".yaml") ? String(fileName.dropLast(5)) : fileName
    }

    /// Reads the scene, as `SceneLoader.load(path:)` reads a file of the same name.
    @MainActor
    public func load(limits: SceneLoader.Limits = .standard) throws(SceneError) -> Scene {
        try SceneLoader.load(yaml: text, file: fileName, limits: limits)
    }
}
