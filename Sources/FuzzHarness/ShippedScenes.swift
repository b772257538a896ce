import Foundation
import SceneFormat

/// The scenes in the repository's `Scenes/` folder, read once: the run target picks one by a
/// byte of its input, and every target's seeds start from them.
public enum ShippedScenes {
    /// One shipped scene: its name (the file name without `.yaml`) and its text.
    public struct Entry: Sendable {
        public let name: String
        public let yaml: String
    }

    /// Every shipped scene, sorted by name; empty when the folder cannot be found.
    public static let all: [Entry] = SceneLibrary.sceneNames.compactMap { name in
        let path = SceneLibrary.directory + "/" + name + ".yaml"
        guard let data = FileManager.default.contents(atPath: path), let yaml = String(data: data, encoding: .utf8) else {
            return nil
        }
        return Entry(name: name, yaml: yaml)
    }
}
