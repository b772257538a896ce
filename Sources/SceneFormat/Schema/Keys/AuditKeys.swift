import CellKit
import Foundation

/// `audit: { ignore: [{ rule, view, because }] }`: rules of `rotor audit` the scene breaks on
/// purpose. The scene format does not know the rules; the audit checks the ids.
@MainActor
enum AuditKeys {
    static let schema = MappingSchema(
        title: "`audit`",
        summary: "Audit rules the scene breaks on purpose, each with why.",
        keys: [
            SchemaKey("ignore", .list(.mapping(eachIgnore)), .required, "the rules set aside"),
        ])

    static let eachIgnore = MappingSchema(
        title: "`audit.ignore` (each)",
        summary: "A rule set aside for the whole scene or for one view. An unknown rule is refused with the nearest "
            + "rule; an ignore that matches nothing is warned about.",
        keys: [
            SchemaKey("rule", .text, .required, "the rule's id, as `rotor audit` prints it"),
            SchemaKey("view", .id, .otherwise("the whole scene"),
                      "limits it to findings about this view, an element it is, or a view it names"),
            SchemaKey("because", .text, .required, "why the rule does not apply; shown beside each finding set aside"),
        ])

    /// The ignores an `audit` mapping lists. Views are named by id, so this runs once every
    /// view exists.
    static func ignores(_ node: NodeReader, views: [String: UIView]) throws(SceneError) -> [AuditIgnore] {
        let keys = try node.mapping(schema)
        var result: [AuditIgnore] = []
        for item in try keys.required("ignore").sequence() {
            let entry = try item.mapping(eachIgnore)
            let rule = try entry.required("rule").string()
            let view = try entry["view"].map { node throws(SceneError) in try SceneBuilder.view(for: node, in: views) }
            let reasonNode = try entry.required("because")
            let reason = try reasonNode.string().trimmingCharacters(in: .whitespacesAndNewlines)
            guard !reason.isEmpty else { throw reasonNode.error("say why the rule does not apply") }
            result.append(AuditIgnore(rule: rule, view: view, reason: reason, location: item.location))
        }
        return result
    }
}
