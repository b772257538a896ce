import Foundation
import Synchronization
import Testing

/// Every output path is checked before a command does any work (status 74 and one line), no
/// output replaces the scene or script being read, and an output takes its path's place whole.
@Suite("Output paths", .serialized, .enabled(if: BuiltRotor.isAvailable || BuiltRotor.isRequired))
struct OutputPathTests {
    /// A folder of its own, with a copy of a shipped scene in it.
    final class Folder {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("rotor-e2e-outputs-\(UUID().uuidString)").path
        var scene: String { file("scene.yaml") }
        let sceneText: String

        init() throws {
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
            sceneText = try String(contentsOf: BuiltRotor.root.appendingPathComponent("Scenes/wwdc-story.yaml"), encoding: .utf8)
            try sceneText.write(toFile: scene, atomically: false, encoding: .utf8)
        }

        deinit { try? FileManager.default.removeItem(atPath: path) }

        func file(_ name: String) -> String { (path as NSString).appendingPathComponent(name) }
        var entries: [String] { ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).sorted() }
    }

    @Test("an output onto the scene or script being read is refused, however spelt, and the file is left as it was")
    func inputsAreNotReplaced() throws {
        try #require(BuiltRotor.isAvailable, "\(BuiltRotor.missing ?? "")")
        let folder = try Folder()
        let commands: [(arguments: [String], output: String)] = [
            (["snapshot", folder.scene, "-o", folder.scene], folder.scene),
            (["snapshot", folder.scene, "--output", folder.path + "/./scene.yaml"], folder.path + "/./scene.yaml"),
            (["snapshot", "wwdc-story", "--script", folder.scene, "-o", folder.scene], folder.scene),
            (["run", folder.scene, "--speech-file", folder.scene], folder.scene),
        ]
        for command in commands {
            let result = try BuiltRotor.run(command.arguments)
            #expect(result.status == 74, "\(command.arguments)")
            let role = command.arguments.contains("--script") ? "the script" : "the scene"
            #expect(result.errors == "rotor: cannot write to \(command.output): that is \(role) this command reads; write to another file\n")
            #expect(result.output.isEmpty, "nothing was run")
        }
        #expect(try String(contentsOfFile: folder.scene, encoding: .utf8) == folder.sceneText)
        #expect(folder.entries == ["scene.yaml"])
        let play = try ScriptTerminal.run(["play", folder.scene, "--plain", "--record", folder.scene], keys: "q")
        #expect(play.status == 74)
        #expect(play.text.contains("rotor: cannot write to \(folder.scene): that is the scene this command reads"))
        #expect(!play.text.contains("Rotor, plain mode"), "nothing was played")
        #expect(try String(contentsOfFile: folder.scene, encoding: .utf8) == folder.sceneText)
    }

    @Test("two outputs on one file are refused before anything runs")
    func outputsOnOneFile() throws {
        try #require(BuiltRotor.isAvailable, "\(BuiltRotor.missing ?? "")")
        let folder = try Folder()
        let both = folder.file("both")
        let play = try ScriptTerminal.run(["play", "wwdc-story", "--record", both, "--cast", both], keys: "q")
        #expect(play.status == 74)
        #expect(play.text.contains("rotor: cannot write to \(both): \(both) is written there too; give each output a file of its own"))
        #expect(folder.entries == ["scene.yaml"])
    }

    @Test("a folder, a missing folder or a file for a folder is said at once, before any work",
          arguments: [
              (["run", "wwdc-story", "--speech-file", "FOLDER"], "rotor: cannot create FOLDER: Is a directory"),
              (["run", "wwdc-story", "--speech-file", "FOLDER/none/speech.wav"],
               "rotor: cannot create FOLDER/none/speech.wav: No such file or directory"),
              (["bench", "--plot", "FOLDER/none/plot.svg"], "rotor: cannot create FOLDER/none/plot.svg: No such file or directory"),
              (["bench", "--plot", "FOLDER"], "rotor: cannot create FOLDER: Is a directory"),
              (["bench", "--keep-scenes", "FOLDER/scene.yaml"], "rotor: cannot create FOLDER/scene.yaml: Not a directory"),
              (["snapshot", "wwdc-story", "-o", "FOLDER/none/x.svg"], "rotor: cannot create FOLDER/none/x.svg: No such file or directory"),
          ])
    func unusablePathsAreSaidFirst(arguments: [String], message: String) throws {
        try #require(BuiltRotor.isAvailable, "\(BuiltRotor.missing ?? "")")
        let folder = try Folder()
        let given = arguments.map { $0.replacingOccurrences(of: "FOLDER", with: folder.path) }
        let result = try BuiltRotor.run(given)
        #expect(result.status == 74)
        #expect(result.errors == message.replacingOccurrences(of: "FOLDER", with: folder.path) + "\n",
                "one line, and no 'measuring' or transcript before it")
        #expect(result.output.isEmpty)
        #expect(folder.entries == ["scene.yaml"])
    }

    @Test("30 snapshots written to one path at once leave one whole picture, and no stray files")
    func concurrentSnapshots() throws {
        try #require(BuiltRotor.isAvailable, "\(BuiltRotor.missing ?? "")")
        let folder = try Folder()
        let expected = try BuiltRotor.run(["snapshot", "wwdc-story"]).output
        let target = folder.file("story.svg")
        let statuses = Mutex<[Int32]>([])
        DispatchQueue.concurrentPerform(iterations: 30) { _ in
            let status = (try? BuiltRotor.run(["snapshot", "wwdc-story", "-o", target]).status) ?? -1
            statuses.withLock { $0.append(status) }
        }
        #expect(statuses.withLock { $0 } == Array(repeating: 0, count: 30))
        #expect(try String(contentsOfFile: target, encoding: .utf8) == expected)
        #expect(folder.entries == ["scene.yaml", "story.svg"])
    }
}
