import CellKit
import Foundation
import ScreenReader
import Yams

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
        try load(yaml: readText(path: path, limit: limits.fileSize), file: path, limits: limits)
    }

    /// Loads a scene from YAML text; `file` names it in errors and gives the scene its name.
    public static func load(yaml: String, file: String, limits: Limits = .standard) throws(SceneError) -> Scene {
        guard yaml.utf8.count <= limits.fileSize else {
            throw SceneError(file: file, line: 0, column: 0, keyPath: "",
                             message: "the file is \(yaml.utf8.count) bytes; scenes are limited to \(limits.fileSize)")
        }
        var builder = SceneBuilder(file: file, source: yaml, limits: limits)
        // The scene reader's own parser first: it reads long lists an item at a time. What it
        // leaves (other YAML, and every error) Yams reads, as the authority.
        if let root = SubsetYAMLReader(yaml: yaml).document() {
            return try builder.build(NodeReader(node: root, path: "", file: file))
        }
        let root: SceneNode
        do {
            guard let node = try Yams.compose(yaml: yaml) else {
                throw SceneError(file: file, line: 1, column: 1, keyPath: "", message: "the file is empty; expected a scene")
            }
            root = SceneNode(node)
        } catch let error as SceneError {
            throw error
        } catch let error as YamlError {
            throw yamlError(error, file: file, limits: limits)
        } catch {
            throw SceneError(file: file, line: 0, column: 0, keyPath: "", message: "could not read YAML: " + oneLine("\(error)"))
        }
        return try builder.build(NodeReader(node: root, path: "", file: file))
    }

    /// Reads a file as UTF-8 text, or says why it cannot: what the path is when it is not a
    /// file (a directory, a named pipe, a device, a socket, a loop of symbolic links), a file
    /// larger than `limit` (from its size, before reading; never more than `limit` + 1 bytes are
    /// read, should it grow), or text that is not UTF-8. Never waits on a named pipe.
    nonisolated static func readText(path: String, limit: Int = maximumFileSize) throws(SceneError) -> String {
        let bytes: [UInt8]
        do {
            bytes = try FileContents.read(path: path, limit: limit)
        } catch {
            throw SceneError(file: path, line: 0, column: 0, keyPath: "", message: error.message)
        }
        guard let text = String(validating: bytes, as: UTF8.self) else {
            throw SceneError(file: path, line: 0, column: 0, keyPath: "", message: "is not UTF-8 text")
        }
        return text
    }

    /// Yams' error as one line, at the place in the file it names.
    private static func yamlError(_ error: YamlError, file: String, limits: Limits) -> SceneError {
        switch error {
        case .scanner(let context, let problem, let mark, _),
             .parser(let context, let problem, let mark, _),
             .composer(let context, let problem, let mark, _):
            // libyaml refuses deep nesting itself, before any recursion could run out of stack.
            if problem.hasPrefix("Maximum nesting level") {
                return SceneError(file: file, line: mark.line, column: mark.column, keyPath: "",
                                  message: "the file nests more than 1000 levels deep; for views nested deeper, "
                                      + "list them flat with `parent: ID` (up to \(limits.depth) deep)")
            }
            let detail = context.map { "\(problem) \($0.text)" } ?? problem
            return SceneError(file: file, line: mark.line, column: mark.column, keyPath: "",
                              message: "not valid YAML: " + oneLine(detail))
        case .reader(let problem, let offset, let value, let yaml):
            // libyaml gives where in the text, not a line: the line and column are counted here,
            // as libyaml counts them, from Yams' offset (in characters).
            let place = YAMLText.place(ofCharacter: offset, in: yaml, value: value)
            var message = "not valid YAML: " + oneLine(problem)
            if let scalar = Unicode.Scalar(UInt32(truncatingIfNeeded: value)) {
                let code = YAMLText.codePoint(scalar)
                message += " (\(code) here); in a double-quoted string, write it as \"\\u\(code.dropFirst(2))\""
            }
            return SceneError(file: file, line: place?.line ?? 0, column: place?.column ?? 0, keyPath: "", message: message)
        case .duplicatedKeysInMapping(let duplicates, let context):
            return SceneError(file: file, line: context.mark.line, column: context.mark.column, keyPath: "",
                              message: "duplicate keys: \(duplicates.joined(separator: ", "))")
        case .memory:
            return SceneError(file: file, line: 0, column: 0, keyPath: "", message: "not valid YAML: out of memory reading it")
        default:
            // Yams' other errors are its writer's and its decoder's; none comes from composing.
            return SceneError(file: file, line: 0, column: 0, keyPath: "", message: "not valid YAML: " + oneLine("\(error)"))
        }
    }

    /// A message on one line: line breaks (a description that quotes the file) become spaces.
    static func oneLine(_ text: String) -> String {
        text.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty }.joined(separator: " ")
    }
}
