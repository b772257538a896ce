/// The entries of a mapping, by key, with the schema it was read with.
struct MappingReader {
    let reader: NodeReader
    let entries: [(key: String, value: NodeReader)]
    /// The defaults of the keys the mapping was read against.
    let defaults: [(name: String, text: String)]
    /// The mapping's path, which its values' paths continue.
    let parent: SceneKeyPath.Parent

    subscript(key: String) -> NodeReader? {
        entries.first { $0.key == key }?.value
    }

    func required(_ key: String) throws(SceneError) -> NodeReader {
        guard let value = self[key] else { throw reader.error("missing required key '\(key)'") }
        return value
    }

    /// The value under `key`, or when it is left out the default its schema key gives
    /// (`SchemaKey.Presence.defaults`), read as though it were written at the mapping's place.
    /// A key without such a default reads as nothing, which every reader refuses: a schema
    /// that leaves a default out fails the first scene that omits the key.
    func defaulted(_ key: String) -> NodeReader {
        if let value = self[key] { return value }
        let text = defaults.first { $0.name == key }?.text ?? ""
        let node = SceneNode.scalar(text, line: reader.node.line, column: reader.node.column)
        return NodeReader(node: node, keyPath: parent.key(key), file: reader.file)
    }
}
