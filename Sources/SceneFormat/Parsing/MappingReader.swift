/// The entries of a mapping, by key.
struct MappingReader {
    let reader: NodeReader
    let entries: [(key: String, value: NodeReader)]

    subscript(key: String) -> NodeReader? {
        entries.first { $0.key == key }?.value
    }

    func required(_ key: String) throws(SceneError) -> NodeReader {
        guard let value = self[key] else { throw reader.error("missing required key '\(key)'") }
        return value
    }
}
