import Yams

/// A scene file's YAML as Yams reads it, for what the scene reader's own (`SubsetYAMLReader`,
/// which `SceneLoader` tries first) leaves: other YAML, and every error. Yams is the authority on
/// YAML and on its messages.
enum YAMLDocument {
    /// The document's root node as Yams reads it, or why the text is not YAML a scene can be
    /// read from. `limits` names the depth views may reach in the message for YAML nested too
    /// deep.
    ///
    /// Aliases are counted first, as libyaml reads them (`AliasExpansion`): a document whose
    /// aliases stand for more than a scene file may hold is refused before Yams composes it, or
    /// anything walks its nodes.
    static func composed(_ yaml: String, file: String, limits: SceneLoader.Limits) throws(SceneError) -> SceneNode {
        try AliasExpansion.check(yaml, file: file, limits: limits)
        do {
            guard let node = try Yams.compose(yaml: yaml) else {
                throw SceneError(file: file, line: 1, column: 1, keyPath: "", message: "the file is empty; expected a scene")
            }
            return SceneNode(node)
        } catch let error as SceneError {
            throw error
        } catch let error as YamlError {
            throw yamlError(error, file: file, limits: limits)
        } catch {
            throw SceneError(file: file, line: 0, column: 0, keyPath: "", message: "could not read YAML: " + oneLine("\(error)"))
        }
    }

    /// Yams' error as one line, at the place in the file it names.
    private static func yamlError(_ error: YamlError, file: String, limits: SceneLoader.Limits) -> SceneError {
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
