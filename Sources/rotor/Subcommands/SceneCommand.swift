import ArgumentParser
import Foundation
import RotorOutput
import SceneFormat
import Voice

/// Loading scenes and scripts for a command: errors and warnings go to standard error, one a
/// line, and unusable input exits with status 2.
enum SceneCommand {
    /// A scene given as a path or a name (`SceneLibrary.load(_:)`), or, `fromLibrary`, the
    /// library's scene of that name (a bare `rotor test`: never a file of that name here).
    @MainActor
    static func load(_ nameOrPath: String, fromLibrary: Bool = false) throws -> Scene {
        switch read(nameOrPath, fromLibrary: fromLibrary) {
        case .success(let scene):
            return scene
        case .failure(let error):
            Console.complain("\(error)")
            throw ExitCode(ExitStatus.unusableInput)
        }
    }

    /// A scene, with its warnings complained about, or why it cannot be read.
    @MainActor
    static func read(_ nameOrPath: String, fromLibrary: Bool = false) -> Result<Scene, any Error> {
        do {
            let scene = try fromLibrary ? SceneLibrary.loadScene(named: nameOrPath) : SceneLibrary.load(nameOrPath)
            // In writes of about 64 KB, not one a line: 20,000 warnings written a system call
            // each were an eighth of a run.
            Console.complain(lines: scene.warnings.lazy.map { "warning: \($0)" })
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
                    Console.complain("\(target): no .yaml scene files in this directory")
                    throw ExitCode(ExitStatus.unusableInput)
                }
                result += scenes.map { (target as NSString).appendingPathComponent($0) }
            } else {
                result.append(target)
            }
        }
        return result
    }

    @MainActor
    static func loadScript(_ path: String, for scene: Scene) throws -> Script {
        do {
            return try Script.load(path: path, screens: Set(scene.screens.keys))
        } catch {
            Console.complain("\(error)")
            throw ExitCode(ExitStatus.unusableInput)
        }
    }

    /// espeak-ng, or exit status 2 with one line naming the package to install.
    static func locateEspeak() throws -> Espeak {
        do {
            return try Espeak.locate()
        } catch {
            Console.complain("\(error)")
            throw ExitCode(ExitStatus.unusableInput)
        }
    }

    /// Exits with status 2, pointing at `rotor run`, unless stdin (and stdout, when the command
    /// draws) is a terminal.
    static func requireTerminal(forOutput drawsToTerminal: Bool, scene: String) throws {
        guard isatty(STDIN_FILENO) == 1, !drawsToTerminal || isatty(STDOUT_FILENO) == 1 else {
            Console.complain("needs a terminal on stdin\(drawsToTerminal ? " and stdout" : ""); to run a scene's script "
                + "without one, use `rotor run \(scene)`")
            throw ExitCode(ExitStatus.unusableInput)
        }
    }
}

extension SceneCommand {
    /// Checks a command's output paths before it does any work (`OutputPaths.check`): an
    /// output that would replace the scene or script it reads, a folder, a path two outputs
    /// share or a folder that takes no new file ends the command at once with one line and
    /// status 74 (an `OutputError`, from `Rotor.main`), not after the run.
    static func checkOutputs(_ outputs: [String?], scene: String?, script: String? = nil) throws(OutputError) {
        let given = outputs.compactMap { $0 }
        guard !given.isEmpty else { return }
        try OutputPaths.check(given, notReplacing: inputs(scene: scene, script: script))
    }

    /// The files a command reads: the scene, when it is a file (a path, or a name in the
    /// `ROTOR_SCENES` folder; a shipped scene is compiled in), and the script.
    static func inputs(scene: String?, script: String?) -> [OutputPaths.Input] {
        var inputs: [OutputPaths.Input] = []
        if let scene {
            var status = stat()
            if lstat(scene, &status) == 0 {
                inputs.append(OutputPaths.Input(path: scene, role: "the scene"))
            } else if !scene.contains("/"), let folder = SceneLibrary.folder {
                inputs.append(OutputPaths.Input(path: (folder as NSString).appendingPathComponent(scene + ".yaml"), role: "the scene"))
            }
        }
        if let script { inputs.append(OutputPaths.Input(path: script, role: "the script")) }
        return inputs
    }

    /// The library's scene names (`SceneLibrary.sceneNames`), or exit status 2 with a line saying
    /// why there are none: a `ROTOR_SCENES` folder that is missing or holds no scene files.
    static func libraryNames() throws -> [String] {
        let names = SceneLibrary.sceneNames
        guard names.isEmpty else { return names }
        if let folder = SceneLibrary.folder {
            Console.complain("\(SceneLibrary.folderVariable) names \(folder), which holds no .yaml scene files "
                + "(or cannot be read); unset it to use the shipped scenes")
        } else {
            Console.complain("this build has no shipped scenes")
        }
        throw ExitCode(ExitStatus.unusableInput)
    }

    /// Complains, a line each, of the writes that failed during an interactive run, and returns
    /// the exit status: the run's own when it ended by a signal (128 + its number), otherwise the
    /// failure's (74 for output, 2 for speech that could not be made), otherwise the run's.
    static func reportFailures(printer: OutputError? = nil, recorder: OutputError?,
                               speech: (message: String, status: Int32)?, after status: Int32) -> Int32 {
        var failed: Int32?
        for failure in [printer, recorder].compactMap({ $0 }) {
            Console.complain(failure.description)
            failed = failed ?? ExitStatus.outputFailed
        }
        if let speech {
            Console.complain(speech.message)
            failed = failed ?? speech.status
        }
        guard let failed, status == 0 else { return status }
        return failed
    }
}
