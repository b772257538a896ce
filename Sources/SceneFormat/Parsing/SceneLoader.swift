import CellKit
import Foundation
import ScreenReader

/// Reads scene files: parses the YAML, checks every key and value, and builds the windows,
/// views, interactions and accessibility the file describes. Every problem is a `SceneError`
/// naming the file, line, column and key path.
@MainActor
public enum SceneLoader {
    /// How much a scene may hold; each limit that is passed has its own message.
    public struct Limits: Sendable {
        /// Files larger than this many bytes are refused before parsing.
        public var fileSize: Int
        /// Scenes with more views than this are refused.
        public var viewCount: Int
        /// Views nested deeper than this are refused.
        public var depth: Int

        public init(fileSize: Int = 16_000_000, viewCount: Int = 200_000, depth: Int = 10_000) {
            self.fileSize = fileSize
            self.viewCount = viewCount
            self.depth = depth
        }

        public static let standard = Limits()
    }

    public nonisolated static var maximumFileSize: Int { Limits.standard.fileSize }

    /// Loads a scene file.
    public static func load(path: String, limits: Limits = .standard) throws(SceneError) -> Scene {
        // The file's bytes, checked to be UTF-8, are what the reader reads: no text of the
        // whole file is held beside them while the scene is built.
        try load(utf8: readUTF8(path: path, limit: limits.fileSize), file: path, limits: limits)
    }

    /// Loads a scene from YAML text; `file` names it in errors and gives the scene its name.
    public static func load(yaml: String, file: String, limits: Limits = .standard) throws(SceneError) -> Scene {
        try load(utf8: Array(yaml.utf8), file: file, limits: limits)
    }

    /// Loads a scene from YAML text given as its UTF-8 bytes (checked to be UTF-8 already).
    private static func load(utf8 bytes: [UInt8], file: String, limits: Limits) throws(SceneError) -> Scene {
        guard bytes.count <= limits.fileSize else {
            throw SceneError(file: file, line: 0, column: 0, keyPath: "",
                             message: "the file is \(bytes.count) bytes; scenes are limited to \(limits.fileSize)")
        }
        // The scene reader checks a long list's items as the builder reads them, not all first:
        // each row of a long table is then read once, not twice. An item it leaves to Yams
        // (found while building, or among items never asked for) means the file is read again,
        // by Yams, from the start: the same scene, or the same first error, as reading it all
        // with Yams gives.
        let reader = SubsetYAMLReader(utf8: bytes, defersChecks: true)
        if let root = reader.document() {
            var builder = SceneBuilder(file: file, source: bytes, limits: limits)
            let built: Result<Scene, SceneError>
            do {
                built = .success(try builder.build(NodeReader(node: root, keyPath: .top, file: file)))
            } catch {
                built = .failure(error)
            }
            if reader.readsEveryItem() { return try built.get() }
        }
        var builder = SceneBuilder(file: file, source: bytes, limits: limits)
        let root = try YAMLDocument.composed(String(decoding: bytes, as: UTF8.self), file: file, limits: limits)
        return try builder.build(NodeReader(node: root, keyPath: .top, file: file))
    }

    /// Reads a file as UTF-8 text, or says why it cannot: what the path is when it is not a
    /// file (a directory, a named pipe, a device, a socket, a loop of symbolic links), a file
    /// larger than `limit` (from its size, before reading; never more than `limit` + 1 bytes are
    /// read, should it grow), or text that is not UTF-8. Never waits on a named pipe. `kind`
    /// names what the limit is for in its message (`scenes`, `scripts`).
    nonisolated static func readText(path: String, limit: Int = maximumFileSize, kind: String = "scenes") throws(SceneError) -> String {
        String(decoding: try readUTF8(path: path, limit: limit, kind: kind), as: UTF8.self)
    }

    /// Reads a file's bytes and checks that they are UTF-8 text, as `readText` does, without
    /// keeping a text of them.
    nonisolated static func readUTF8(path: String, limit: Int = maximumFileSize, kind: String = "scenes") throws(SceneError) -> [UInt8] {
        let bytes: [UInt8]
        do {
            bytes = try FileContents.read(path: path, limit: limit, kind: kind)
        } catch {
            throw SceneError(file: path, line: 0, column: 0, keyPath: "", message: error.message)
        }
        guard String(validating: bytes, as: UTF8.self) != nil else {
            throw SceneError(file: path, line: 0, column: 0, keyPath: "", message: "is not UTF-8 text")
        }
        return bytes
    }
}
