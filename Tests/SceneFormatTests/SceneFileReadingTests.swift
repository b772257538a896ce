import Foundation
@testable import SceneFormat
import Testing
import RotorTestSupport

/// Scene and script files that are not files, that are too large, or whose YAML is broken:
/// each is refused with one line that says what is wrong, and where when there is a place.
@MainActor
@Suite("Reading scene files", .cellsScreen)
struct SceneFileReadingTests {
    /// A folder of its own for each test, removed after it.
    final class Folder {
        let path: String

        init() throws {
            path = FileManager.default.temporaryDirectory.appendingPathComponent("rotor-reading-\(UUID().uuidString)").path
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        }

        deinit { try? FileManager.default.removeItem(atPath: path) }

        func file(_ name: String) -> String { path + "/" + name }
    }

    /// How loading failed, or `nil` when it did not.
    static func refusal(_ load: () throws -> Void) -> String? {
        do {
            try load()
            return nil
        } catch {
            return (error as? SceneError)?.description ?? "not a SceneError: \(error)"
        }
    }

    @Test("a named pipe is refused for what it is, without waiting for a writer")
    func namedPipe() throws {
        let folder = try Folder()
        let fifo = folder.file("scene.yaml")
        try #require(mkfifo(fifo, 0o600) == 0)
        // Nothing ever writes to it: opening it to read would wait for ever.
        #expect(Self.refusal { _ = try SceneLoader.load(path: fifo) } == "\(fifo): is a named pipe (FIFO), not a file")
        #expect(Self.refusal { _ = try Script.load(path: fifo) } == "\(fifo): is a named pipe (FIFO), not a file")
    }

    @Test("a device is refused for what it is: /dev/zero would never end, /dev/null reads as nothing",
          arguments: ["/dev/zero", "/dev/null", "/dev/full"])
    func device(_ path: String) {
        #expect(Self.refusal { _ = try SceneLoader.load(path: path) } == "\(path): is a device, not a file")
        #expect(Self.refusal { _ = try Script.load(path: path) } == "\(path): is a device, not a file")
    }

    @Test("a loop of symbolic links, and a link to nothing, say so (and are not taken for a shipped scene's name)")
    func symbolicLinks() throws {
        let folder = try Folder()
        let first = folder.file("a.yaml"), second = folder.file("b.yaml"), dangling = folder.file("gone.yaml")
        try FileManager.default.createSymbolicLink(atPath: first, withDestinationPath: second)
        try FileManager.default.createSymbolicLink(atPath: second, withDestinationPath: first)
        try FileManager.default.createSymbolicLink(atPath: dangling, withDestinationPath: folder.file("nowhere.yaml"))
        #expect(Self.refusal { _ = try SceneLoader.load(path: SceneLibrary.path(for: first)) }
                == "\(first): is a loop of symbolic links")
        #expect(Self.refusal { _ = try SceneLoader.load(path: SceneLibrary.path(for: dangling)) }
                == "\(dangling): is a symbolic link to something that does not exist")
        #expect(Self.refusal { _ = try SceneLoader.load(path: folder.file("missing.yaml")) } == "\(folder.file("missing.yaml")): no such file")
    }

    @Test("a directory, and a file that is not UTF-8, are refused")
    func directoryAndBytes() throws {
        let folder = try Folder()
        #expect(Self.refusal { _ = try SceneLoader.load(path: folder.path) } == "\(folder.path): is a directory, not a file")
        let binary = folder.file("binary.yaml")
        try Data([0x74, 0x69, 0xFF, 0xFE, 0x0A]).write(to: URL(fileURLWithPath: binary))
        #expect(Self.refusal { _ = try SceneLoader.load(path: binary) } == "\(binary): is not UTF-8 text")
    }

    @Test("a file's size is checked before it is read: a 64 GB sparse file is refused by its size")
    func sizeFromStat() throws {
        let folder = try Folder()
        let huge = folder.file("huge.yaml")
        let descriptor = open(huge, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        try #require(descriptor >= 0)
        defer { close(descriptor) }
        // Reading it would take 64 GB of memory: only a refusal from its size can pass.
        let size: off_t = 1 << 36
        try #require(ftruncate(descriptor, size) == 0, "the file system takes no sparse file this large")
        #expect(Self.refusal { _ = try SceneLoader.load(path: huge) }
                == "\(huge): the file is \(size) bytes; scenes are limited to \(SceneLoader.maximumFileSize)")
        #expect(Self.refusal { _ = try Script.load(path: huge) }
                == "\(huge): the file is \(size) bytes; scripts are limited to \(Script.Limits.standard.fileSize)")
    }

    @Test("a file that says it is empty but is not (/proc) is read no further than the limit")
    func readingStopsAtTheLimit() throws {
        // /proc's files are regular files of size 0 whose reading goes on.
        let path = "/proc/self/maps"
        try #require(FileManager.default.fileExists(atPath: path))
        var status = stat()
        try #require(stat(path, &status) == 0 && status.st_size == 0)
        #expect(throws: FileContents.Refusal(message: "the file is more than 100 bytes; scenes are limited to 100")) {
            _ = try FileContents.read(path: path, limit: 100)
        }
        let limits = SceneLoader.Limits(fileSize: 100)
        #expect(Self.refusal { _ = try SceneLoader.load(path: path, limits: limits) }
                == "\(path): the file is more than 100 bytes; scenes are limited to 100")
    }

    // MARK: YAML errors

    /// Broken YAML of each kind Yams reports (reader, scanner, parser, composer, duplicate keys),
    /// with the one line each becomes.
    nonisolated static let brokenYAML: [(yaml: String, message: String)] = [
        ("title: a\u{1B}[31mb\n", "x.yaml:1:9: not valid YAML: control characters are not allowed (U+001B here); "
            + "in a double-quoted string, write it as \"\\u001B\""),
        ("a: b\r\nc: d\u{9B}\r\n", "x.yaml:2:5: not valid YAML: control characters are not allowed (U+009B here); "
            + "in a double-quoted string, write it as \"\\u009B\""),
        ("a: b\u{85}c: \u{7}\n", "x.yaml:2:4: not valid YAML: control characters are not allowed (U+0007 here); "
            + "in a double-quoted string, write it as \"\\u0007\""),
        ("a: 'open\n", "x.yaml:2:1: not valid YAML: found unexpected end of stream while scanning a quoted scalar"),
        ("window: [\n", "x.yaml:2:1: not valid YAML: did not find expected node content while parsing a flow node"),
        ("a: *nope\n", "x.yaml:1:4: not valid YAML: found undefined alias"),
        ("a: 1\na: 2\n", "x.yaml:1:1: duplicate keys: a"),
        ("- a\nb: c\n", "x.yaml:2:1: not valid YAML: did not find expected '-' indicator while parsing a block collection"),
        ("a: b\n  c: d\n", "x.yaml:2:4: not valid YAML: mapping values are not allowed in this context"),
        ("%YAML 9.9\n---\na: b\n", "x.yaml:1:1: not valid YAML: found incompatible YAML document"),
        ("a: \"\\q\"\n", "x.yaml:1:5: not valid YAML: found unknown escape character while parsing a quoted scalar"),
    ]

    @Test("broken YAML is one line, at its place, whatever Yams' error", arguments: 0..<brokenYAML.count)
    func brokenYAMLIsOneLine(_ index: Int) {
        let (yaml, expected) = Self.brokenYAML[index]
        guard let message = Self.refusal({ _ = try SceneLoader.load(yaml: yaml, file: "x.yaml") }) else {
            Issue.record("accepted: \(yaml.debugDescription)")
            return
        }
        #expect(!message.contains("\n"))
        #expect(message.range(of: #"^x\.yaml:[0-9]+:[0-9]+: "#, options: String.CompareOptions.regularExpression) != nil, "\(message)")
        #expect(message.unicodeScalars.allSatisfy { $0.value >= 0x20 && !(0x7F...0x9F).contains($0.value) }, "\(message)")
        #expect(message == expected)
    }
}
