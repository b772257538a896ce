/// A scene file shipped inside Rotor: compiled into the library, at build time, from the
/// repository's `Scenes/` folder (SwiftPM's `.embedInCode`), so it is there wherever the binary
/// or library goes. It keeps its place in the repository, so errors and audit findings name it
/// as they name the file itself: `Scenes/wwdc-story.yaml:12:3`, from `rotor audit wwdc-story`
/// anywhere and from `rotor audit Scenes/wwdc-story.yaml` in a checkout alike.
public struct ShippedScene: Sendable, Hashable {
    /// The file's name in `Scenes/`: `wwdc-story.yaml`.
    public let fileName: String
    /// The file's text, exactly.
    public let text: String

    init(fileName: String, text: String) {
        self.fileName = fileName
        self.text = text
    }

    /// A scene from the bytes compiled in (UTF-8; the tests hold every shipped file to it).
    init(fileName: String, bytes: [UInt8]) {
        self.init(fileName: fileName, text: String(decoding: bytes, as: UTF8.self))
    }

    /// Where the file is in Rotor's repository, as messages name it: `Scenes/wwdc-story.yaml`.
    public var file: String { "Scenes/" + fileName }

    /// The scene's name: its file name without `.yaml`.
    public var name: String {
        fileName.hasSuffix(".yaml") ? String(fileName.dropLast(5)) : fileName
    }

    /// Reads the scene, as `SceneLoader.load(path:)` reads the file; errors name `file`.
    @MainActor
    public func load(limits: SceneLoader.Limits = .standard) throws(SceneError) -> Scene {
        try SceneLoader.load(yaml: text, file: file, limits: limits)
    }
}
