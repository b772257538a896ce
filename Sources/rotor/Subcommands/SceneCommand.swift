import ArgumentParser
import Foundation
import SceneFormat

/// Loading a scene for a command: errors and warnings go to standard error, one a line, and
/// unusable input exits with status 2.
enum SceneCommand {
    @MainActor
    static func load(_ nameOrPath: String) throws -> Scene {
        do {
            let scene = try SceneLoader.load(path: SceneLibrary.path(for: nameOrPath))
            for warning in scene.warnings {
                FileHandle.standardError.write(Data("rotor: warning: \(warning)\n".utf8))
            }
            return scene
        } catch {
            FileHandle.standardError.write(Data("rotor: \(error)\n".utf8))
            throw ExitCode(2)
        }
    }
}
