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
    /// The same, to look a name up among many.
    private let nameSet: Set<String>
    /// Each name's length in bytes: a name is compared only with names of its length.
    private let nameLengths: [Int]
    /// The keys that read as a text when left out, with that text (`SchemaKey.Presence.defaults`).
    let defaults: [(name: String, text: String)]

    init(title: String, summary: String, keys: [SchemaKey]) {
        self.title = title
        self.summary = summary
        self.keys = keys
        self.names = keys.map(\.name)
        self.nameSet = Set(names)
        self.nameLengths = names.map(\.utf8.count)
        self.defaults = keys.compactMap { key in key.defaultText.map { (key.name, $0) } }
    }

    /// Whether a mapping read with this schema may have the key. A few names are compared one by
    /// one, those of the key's length (cheaper than hashing the key), many are looked up.
    func allows(_ name: String) -> Bool {
        guard names.count <= 24 else { return nameSet.contains(name) }
        let length = name.utf8.count
        for index in names.indices where nameLengths[index] == length && names[index] == name { return true }
        return false
    }

    /// The key with this name.
    func key(_ name: String) -> SchemaKey? {
        keys.first { $0.name == name }
    }
}
