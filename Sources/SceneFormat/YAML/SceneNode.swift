import Yams

/// A node of a scene file's YAML, with where it starts (1-based line and column, 0 when
/// unknown): what the scene builder reads. It comes from the scene reader's own parser
/// (`SubsetYAMLReader`) or, for YAML outside what that parser reads, from Yams.
enum SceneNode {
    case scalar(String, line: Int, column: Int)
    case mapping([(key: SceneNode, value: SceneNode)], line: Int, column: Int)
    case sequence(SceneNodeList, line: Int, column: Int)
    /// An alias (`*name`), which scenes do not use.
    case alias(line: Int, column: Int)

    var line: Int {
        switch self {
        case .scalar(_, let line, _), .mapping(_, let line, _), .sequence(_, let line, _), .alias(let line, _): line
        }
    }

    var column: Int {
        switch self {
        case .scalar(_, _, let column), .mapping(_, _, let column), .sequence(_, _, let column), .alias(_, let column): column
        }
    }

    /// The value under a key of a mapping.
    subscript(key: String) -> SceneNode? {
        guard case .mapping(let pairs, _, _) = self else { return nil }
        return pairs.first { if case .scalar(key, _, _) = $0.key { true } else { false } }?.value
    }

    /// Yams' node, converted whole.
    init(_ node: Node) {
        let line = node.mark?.line ?? 0, column = node.mark?.column ?? 0
        switch node {
        case .scalar(let scalar): self = .scalar(scalar.string, line: line, column: column)
        case .mapping(let mapping): self = .mapping(mapping.map { (SceneNode($0.key), SceneNode($0.value)) }, line: line, column: column)
        case .sequence(let sequence): self = .sequence(SceneNodeList(sequence.map(SceneNode.init)), line: line, column: column)
        case .alias: self = .alias(line: line, column: column)
        }
    }
}

extension SceneNode {
    /// Whether this is a list.
    var isSequence: Bool {
        if case .sequence = self { return true }
        return false
    }
}
