import ArgumentParser
import Foundation
import SceneFormat

/// Loading scenes and scripts for a command: errors and warnings go to standard error, one a
/// line, and unusable input exits with status 2.
enum SceneCommand {
    @MainActor
    static func load(_ nameOrPath: String) throws -> Scene {
        do {
            let scene = try SceneLoader.load(path: SceneLibrary.path(for: nameOrPath))
            for warning in scene.warnings {
                complain("warning: \(warning)")
            }
            return scene
        } catch {
            complain("\(error)")
            throw ExitCode(2)
        }
    }

    static func loadScript(_ path: String) throws -> Script {
        do {
            return try Script.load(path: path)
        } catch {
            complain("\(error)")
            throw ExitCode(2)
        }
    }

    /// One line on standard error, after `rotor: `.
    static func complain(_ message: String) {
        // What was printed before the complaint comes before it, also when both go to one pipe.
        fflush(nil)
        FileHandle.standardError.write(Data("rotor: \(message)\n".utf8))
    }
}
