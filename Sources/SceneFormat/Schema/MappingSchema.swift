/// The keys of one mapping of a scene file (the top level, a window, a `drag`, a bar…), in the
/// order messages list them: an unknown key is refused with the nearest of these suggested.
struct MappingSchema: Sendable {
    /// How the README heads its table: "`drag`", "Every view".
    let title: String
    /// What the mapping is for, for the README; may be several sentences.
    let summary: String
    let keys: [SchemaKey]
    /// The keys' names, in order: what a mapping read with this schema allows.
    let names: [String]

    init(title: String, summary: String, keys: [SchemaKey]) {
        self.title = title
        self.summary = summary
        self.keys = keys
        self.names = keys.map(\.name)
    }

    /// The key with this name.
    func key(_ name: String) -> SchemaKey? {
        keys.first { $0.name == name }
    }
}
