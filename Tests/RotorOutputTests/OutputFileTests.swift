import Foundation
import RotorOutput
import Testing

/// Output files take their path's place whole, when they are done, and never replace what a
/// command reads: a reader sees the old file or the new one, never half of one.
@Suite("Output files")
struct OutputFileTests {
    /// A folder of its own for each test, removed after it.
    final class Folder {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("rotor-outputs-\(UUID().uuidString)").path

        init() throws {
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        }

        deinit { try? FileManager.default.removeItem(atPath: path) }

        func file(_ name: String) -> String { (path as NSString).appendingPathComponent(name) }

        /// What the folder holds, hidden files too.
        var entries: [String] { ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).sorted() }

        func read(_ name: String) -> String? { try? String(contentsOfFile: file(name), encoding: .utf8) }
    }

    @Test("until close, the path holds what it held; after, the new file whole, and nothing else is left")
    func replacesOnClose() throws {
        let folder = try Folder()
        let path = folder.file("picture.svg")
        try "old".write(toFile: path, atomically: false, encoding: .utf8)
        let output = try TextOutput(creatingAt: path)
        try output.write(line: "<svg>")
        #expect(folder.read("picture.svg") == "old")
        try output.write(line: "</svg>")
        try output.close()
        #expect(folder.read("picture.svg") == "<svg>\n</svg>\n")
        #expect(folder.entries == ["picture.svg"])
    }

    @Test("a file never closed, or one whose write failed, leaves the old file and no stray new one")
    func unfinishedLeavesTheOldFile() throws {
        let folder = try Folder()
        let path = folder.file("recording.txt")
        try "old".write(toFile: path, atomically: false, encoding: .utf8)
        do {
            let output = try TextOutput(creatingAt: path)
            try output.write(line: "half")
        }
        #expect(folder.read("recording.txt") == "old")
        let discarded = try OutputFile(creatingAt: path)
        try discarded.write(Array("new".utf8))
        discarded.discard()
        #expect(folder.read("recording.txt") == "old")
        #expect(folder.entries == ["recording.txt"])
    }

    @Test("30 writers to one path at once leave one of their files whole")
    func concurrentWritersLeaveOneWholeFile() throws {
        let folder = try Folder()
        let path = folder.file("snapshot.svg")
        let documents = (0..<30).map { writer in
            (0..<200).map { line in "<line writer=\"\(writer)\" n=\"\(line)\"/>" }
        }
        DispatchQueue.concurrentPerform(iterations: documents.count) { writer in
            guard let output = try? TextOutput(creatingAt: path) else { return }
            for line in documents[writer] { try? output.write(line: line) }
            try? output.close()
        }
        let written = try #require(folder.read("snapshot.svg"))
        #expect(documents.contains { $0.map { $0 + "\n" }.joined() == written })
        #expect(folder.entries == ["snapshot.svg"])
    }

    @Test("a replaced file keeps its permissions; a link keeps pointing at the file it named")
    func permissionsAndLinks() throws {
        let folder = try Folder()
        let path = folder.file("script.txt")
        try "old".write(toFile: path, atomically: false, encoding: .utf8)
        chmod(path, 0o640)
        let link = folder.file("link.txt")
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "script.txt")
        let output = try TextOutput(creatingAt: link)
        try output.write(line: "new")
        try output.close()
        #expect(folder.read("script.txt") == "new\n")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == "script.txt")
        var status = stat()
        #expect(stat(path, &status) == 0 && status.st_mode & 0o777 == 0o640)
        #expect(folder.entries == ["link.txt", "script.txt"])
    }

    @Test("a device is written where it is: /dev/null takes the bytes, /dev/full says it is full")
    func devicesInPlace() throws {
        let null = try TextOutput(creatingAt: "/dev/null")
        try null.write(line: "gone")
        try null.close()
        #expect(FileManager.default.fileExists(atPath: "/dev/null"))
        guard FileManager.default.fileExists(atPath: "/dev/full") else { return }
        let full = try TextOutput(creatingAt: "/dev/full")
        #expect(throws: OutputError(writing: "/dev/full", code: ENOSPC)) { try full.write(line: "lost") }
    }

    @Test("a folder at the path is refused, naming it")
    func folderIsRefused() throws {
        let folder = try Folder()
        #expect(throws: OutputError(creating: folder.path, code: EISDIR)) { _ = try OutputFile(creatingAt: folder.path) }
        #expect(throws: OutputError(creating: folder.path, code: EISDIR)) {
            try OutputPaths.check([folder.path], notReplacing: [])
        }
    }

    @Test("an output that is a file the command reads is refused, however the path is spelt")
    func inputsAreNeverReplaced() throws {
        let folder = try Folder()
        let scene = folder.file("scene.yaml")
        try "views: []".write(toFile: scene, atomically: false, encoding: .utf8)
        let hardLink = folder.file("same.yaml")
        link(scene, hardLink)
        let symbolic = folder.file("alias.yaml")
        try FileManager.default.createSymbolicLink(atPath: symbolic, withDestinationPath: scene)
        let inputs = [OutputPaths.Input(path: scene, role: "the scene")]
        for spelling in [scene, folder.path + "/./scene.yaml", hardLink, symbolic] {
            #expect(throws: OutputError(file: spelling, reason: "that is the scene this command reads; write to another file")) {
                try OutputPaths.check([spelling], notReplacing: inputs)
            }
        }
        #expect(folder.read("scene.yaml") == "views: []")
        try OutputPaths.check([folder.file("other.svg")], notReplacing: inputs)
        #expect(!FileManager.default.fileExists(atPath: folder.file("other.svg")), "a check writes nothing")
        #expect(folder.entries == ["alias.yaml", "same.yaml", "scene.yaml"])
    }

    @Test("two outputs on one path are refused; a device takes both")
    func outputsOnOnePath() throws {
        let folder = try Folder()
        let path = folder.file("run.txt")
        #expect(throws: OutputError(file: folder.path + "/../" + (folder.path as NSString).lastPathComponent + "/run.txt",
                                    reason: "\(path) is written there too; give each output a file of its own")) {
            try OutputPaths.check([path, folder.path + "/../" + (folder.path as NSString).lastPathComponent + "/run.txt"],
                                  notReplacing: [])
        }
        try OutputPaths.check(["/dev/null", "/dev/null"], notReplacing: [])
    }

    @Test("a folder that is not there, or a file where a folder should be, is said before any work")
    func unusableFolders() throws {
        let folder = try Folder()
        let missing = folder.file("missing/speech.wav")
        #expect(throws: OutputError(creating: missing, code: ENOENT)) { try OutputPaths.check([missing], notReplacing: []) }
        let file = folder.file("plain")
        try "x".write(toFile: file, atomically: false, encoding: .utf8)
        #expect(throws: OutputError(creating: file, code: ENOTDIR)) { try OutputPaths.checkFolder(file) }
        #expect(throws: OutputError(creating: file + "/deeper", code: ENOTDIR)) { try OutputPaths.checkFolder(file + "/deeper") }
        try OutputPaths.checkFolder(folder.file("new/deeper"))
        try OutputPaths.checkFolder(folder.path)
        #expect(folder.entries == ["plain"])
    }
}
