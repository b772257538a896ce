import ArgumentParser
import Foundation
import SceneFormat
import Voice

/// Loading scenes and scripts for a command: errors and warnings go to standard error, one a
/// line, and unusable input exits with status 2.
enum SceneCommand {
    @MainActor
    static func load(_ nameOrPath: String) throws -> Scene {
        switch read(nameOrPath) {
        case .success(let scene):
            return scene
        case .failure(let error):
            complain("\(error)")
            throw ExitCode(2)
        }
    }

    /// A scene, with its warnings complained about, or why it cannot be read.
    @MainActor
    static func read(_ nameOrPath: String) -> Result<Scene, any Error> {
        do {
            let scene = try SceneLoader.load(path: SceneLibrary.path(for: nameOrPath))
            for warning in scene.warnings {
                complain("warning: \(warning)")
            }
            return .success(scene)
        } catch {
            return .failure(error)
        }
    }

    /// Scene arguments with directories replaced by the scene files in them, sorted. A directory
    /// without scene files is unusable input (exit status 2).
    static func expand(_ targets: [String]) throws -> [String] {
        var result: [String] = []
        for target in targets {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: target, isDirectory: &isDirectory), isDirectory.boolValue {
                let files = (try? FileManager.default.contentsOfDirectory(atPath: target)) ?? []
                let scenes = files.filter { $0.hasSuffix(".yaml") }.sorted()
                if scenes.isEmpty {
                    complain("\(target): no .yaml scene files in this directory")
                    throw ExitCode(2)
                }
                result += scenes.map { (target as NSString).appendingPathComponent($0) }
            } else {
                result.append(target)
            }
        }
        return result
    }

    static func loadScript(_ path: String) throws -> Script {
        do {
            return try Script.load(path: path)
        } catch {
            complain("\(error)")
            throw ExitCode(2)
        }
    }

    /// espeak-ng, or exit status 2 with one line naming the package to install.
    static func locateEspeak() throws -> Espeak {
        do {
            return try Espeak.locate()
        } catch {
            complain("\(error)")
            throw ExitCode(2)
        }
    }

    /// Exits with status 2, pointing at `rotor run`, unless stdin (and stdout, when the command
    /// draws) is a terminal.
    static func requireTerminal(forOutput drawsToTerminal: Bool, scene: String) throws {
        guard isatty(STDIN_FILENO) == 1, !drawsToTerminal || isatty(STDOUT_FILENO) == 1 else {
            complain("needs a terminal on stdin\(drawsToTerminal ? " and stdout" : ""); to run a scene's script "
                + "without one, use `rotor run \(scene)`")
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
