import Foundation

/// The key tables of `Scenes/README.md`, made from the schema: a table for each mapping, in
/// the order `SchemaWalk` finds them. `SchemaDocumentationTests` fails when the README's
/// tables differ; `UPDATE_SNAPSHOTS=1 swift test --filter SchemaDocumentationTests` writes them.
@MainActor
enum SchemaDocumentation {
    /// The line before the tables in the README.
    static let start = "<!-- The key tables below are made from the schema (Sources/SceneFormat/Schema/). Change the "
        + "schema, then: UPDATE_SNAPSHOTS=1 swift test --filter SchemaDocumentationTests -->"
    /// The line after them.
    static let end = "<!-- End of the key tables made from the schema. -->"

    /// The tables, between `start` and `end`, each line ending in a line break.
    static func markdown(_ walk: SchemaWalk = SchemaWalk()) -> String {
        var lines = [start, ""]
        var typesHeaded = false
        for section in walk.sections {
            let schema = section.schema
            if section.isViewType, !typesHeaded {
                lines += ["### Types", ""]
                typesHeaded = true
            }
            lines += ["\(section.isViewType ? "####" : "###") \(schema.title)", ""]
            if !schema.summary.isEmpty { lines += [schema.summary, ""] }
            guard !schema.keys.isEmpty else { continue }
            lines += ["| Key | Value | Left out | What it does |", "|---|---|---|---|"]
            for key in schema.keys {
                let cells = ["`\(key.name)`", phrase(key.kind), presence(key.presence), key.summary]
                lines.append("| " + cells.map(escaped).joined(separator: " | ") + " |")
            }
            lines.append("")
        }
        lines.append(end)
        return lines.joined(separator: "\n") + "\n"
    }

    /// How a table names a kind of value.
    static func phrase(_ kind: ValueKind) -> String {
        switch kind {
        case .text: "text"
        case .number(let range): "number, " + NumberRange.text(range)
        case .bool: "`true` or `false`"
        case .choice(let words): "one of " + words.map { "`\($0)`" }.joined(separator: ", ")
        case .rect: "`[x, y, width, height]`"
        case .point: "`[x, y]`"
        case .size: "`[width, height]`"
        case .id: "a view's id"
        case .ids: "a view's id, or a list of ids"
        case .list(.text): "list of text"
        case .list(.id): "list of views' ids"
        case .list(.mapping(let schema)): "list of mappings: " + link(schema)
        case .list(let item): "list, each " + phrase(item)
        case .mapping(let schema): "mapping: " + link(schema)
        case .either(let kinds): kinds.map(phrase).joined(separator: ", or ")
        case .views: "list of [views](#every-view)"
        case .script: "text: [a script](#scripts)"
        }
    }

    /// What leaving a key out means, as a table says it.
    static func presence(_ presence: SchemaKey.Presence) -> String {
        switch presence {
        case .required: "required"
        case .optional: "—"
        case .defaults(let text): text.isEmpty ? "empty" : "`\(text)`"
        case .otherwise(let words): words
        }
    }

    /// A link to a mapping's table.
    static func link(_ schema: MappingSchema) -> String {
        "[\(schema.title)](#\(anchor(schema.title)))"
    }

    /// The anchor GitHub gives a heading: lower case, without punctuation, spaces as hyphens.
    static func anchor(_ heading: String) -> String {
        String(heading.lowercased().compactMap { character -> Character? in
            if character == " " { return "-" }
            return character.isLetter || character.isNumber || character == "-" || character == "_" ? character : nil
        })
    }

    /// Text in a table cell: a `|` would end the cell.
    private static func escaped(_ text: String) -> String {
        text.replacingOccurrences(of: "|", with: "\\|")
    }
}
