/// The entries of a mapping, by key, with the schema it was read with.
struct MappingReader {
    let reader: NodeReader
    /// The mapping's keys, each one the schema allows, each once.
    private let keys: [String]
    /// The mapping's keys and values, in the same order.
    private let pairs: [(key: SceneNode, value: SceneNode)]
    /// The defaults of the keys the mapping was read against.
    private let defaults: [(name: String, text: String)]
    /// The mapping's path, which its values' paths continue.
    private let parent: SceneKeyPath.Parent
    /// The byte lengths of the first eight keys, a byte each: a key asked for is compared only
    /// with keys of its length. Most keys a view may have are asked for and absent, and
    /// comparing two different names is a call into the standard library: a long table's rows
    /// made about seventy each.
    private let lengths: UInt64

    /// `pairs` checked against the schema already (`NodeReader.mapping`), with their keys' names.
    init(reader: NodeReader, keys: [String], pairs: [(key: SceneNode, value: SceneNode)],
         defaults: [(name: String, text: String)]) {
        self.reader = reader
        self.keys = keys
        self.pairs = pairs
        self.defaults = defaults
        parent = reader.keyPath.asParent()
        var lengths: UInt64 = 0
        for index in keys.indices.prefix(8) { lengths |= UInt64(min(keys[index].utf8.count, 255)) << (8 * UInt64(index)) }
        self.lengths = lengths
    }

    private func index(of key: String) -> Int? {
        let length = UInt64(min(key.utf8.count, 255))
        for index in keys.indices {
            if index < 8, (lengths >> (8 * UInt64(index))) & 0xFF != length { continue }
            if keys[index] == key { return index }
        }
        return nil
    }

    /// The value under `key`. A reader is made only for a key that is there: most keys a view
    /// may have are asked for and absent.
    subscript(key: String) -> NodeReader? {
        guard let index = index(of: key) else { return nil }
        return NodeReader(node: pairs[index].value, keyPath: parent.key(key), file: reader.file)
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
