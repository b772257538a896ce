import CellKit
import Foundation
import ScreenReader
import Yams

/// Reads scene files: parses the YAML, checks every key and value, and builds the windows,
/// views, interactions and accessibility the file describes. Every problem is a `SceneError`
/// naming the file, line, column and key path.
@MainActor
public enum SceneLoader {
    /// Files larger than this are refused before parsing.
    public nonisolated static let maximumFileSize = 4_000_000
    /// Scenes with more views than this are refused.
    public static let maximumViewCount = 200_000
    /// Views nested deeper than this are refused.
    public static let maximumDepth = 200

    /// Loads a scene file.
    public static func load(path: String) throws(SceneError) -> Scene {
        try load(yaml: readText(path: path), file: path)
    }

    /// Loads a scene from YAML text; `file` names it in errors and gives the scene its name.
    public static func load(yaml: String, file: String) throws(SceneError) -> Scene {
        guard yaml.utf8.count <= maximumFileSize else {
            throw SceneError(file: file, line: 0, column: 0, keyPath: "",
                             message: "the file is \(yaml.utf8.count) bytes; scenes are limited to \(maximumFileSize)")
        }
        let root: Node
        do {
            guard let node = try Yams.compose(yaml: yaml) else {
                throw SceneError(file: file, line: 1, column: 1, keyPath: "", message: "the file is empty; expected a scene")
            }
            root = node
        } catch let error as SceneError {
            throw error
        } catch let error as YamlError {
            throw yamlError(error, file: file)
        } catch {
            throw SceneError(file: file, line: 0, column: 0, keyPath: "", message: "could not read YAML: \(error)")
        }
        var builder = SceneBuilder(file: file, source: yaml)
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

    private static func yamlError(_ error: YamlError, file: String) -> SceneError {
        switch error {
        case .scanner(let context, let problem, let mark, _),
             .parser(let context, let problem, let mark, _),
             .composer(let context, let problem, let mark, _):
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
