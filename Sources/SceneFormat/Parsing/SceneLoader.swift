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
    public static func load(path: String) throws(SceneError) -> Scene {
        try load(yaml: readText(path: path), file: path)
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
            throw SceneError(file: file, line: 0, column: 0, keyPath: "", message: "could not read YAML: \(error)")
        }
        return try builder.build(NodeReader(node: root, path: "", file: file))
    }

    /// Reads a file as UTF-8 text, or says why it cannot.
    nonisolated static func readText(path: String) throws(SceneError) -> String {
        let url = URL(fileURLWithPath: path)
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw SceneError(file: path, line: 0, column: 0, keyPath: "", message: "no such file")
        }
        guard !isDirectory.boolValue else {
            throw SceneError(file: path, line: 0, column: 0, keyPath: "", message: "is a directory, not a file")
        }
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw SceneError(file: path, line: 0, column: 0, keyPath: "", message: "cannot be read: \(error.localizedDescription)")
        }
        guard data.count <= maximumFileSize else {
            throw SceneError(file: path, line: 0, column: 0, keyPath: "",
                             message: "the file is \(data.count) bytes; scenes are limited to \(maximumFileSize)")
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw SceneError(file: path, line: 0, column: 0, keyPath: "", message: "is not UTF-8 text")
        }
        return text
    }

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
                              message: "not valid YAML: \(detail)")
        case .duplicatedKeysInMapping(let duplicates, let context):
            return SceneError(file: file, line: context.mark.line, column: context.mark.column, keyPath: "",
                              message: "duplicate keys: \(duplicates.joined(separator: ", "))")
        default:
            return SceneError(file: file, line: 0, column: 0, keyPath: "", message: "not valid YAML: \(error)")
        }
    }
}
