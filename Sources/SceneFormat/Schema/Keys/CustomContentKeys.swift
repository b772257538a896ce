import Accessibility
import CellKit

/// `customContent`, each: an `AXCustomContent` an element offers, its label, value and
/// importance. A scene's views and elements cannot adopt `AXCustomContentProvider`, so the
/// content is given to them as CellKit's `sceneCustomContent`, which the screen reader reads the
/// same way.
@MainActor
enum CustomContentKeys {
    static let importances: [String: AXCustomContent.Importance] = ["default": .default, "high": .high]

    static let schema = MappingSchema(
        title: "`customContent` (each)",
        summary: "Custom content (`AXCustomContent`): VoiceOver says \"More Content Available\" after the hint, "
            + "and the rotor's More Content says each entry, \"label, value\", with a swipe down or up. Content of "
            + "`high` importance is also said with the element, after its description.",
        keys: [
            SchemaKey("label", .text, .otherwise("none"), "what the content is (\"Age\"); a label or a value, or both"),
            SchemaKey("value", .text, .otherwise("none"), "the content itself (\"3 years\")"),
            SchemaKey("importance", .choice(["default", "high"]), .defaults("default"),
                      "`high`: said with the element too, not only through the rotor"),
        ])

    /// The entries of a `customContent` list, in order.
    static func content(_ node: NodeReader) throws(SceneError) -> [AXCustomContent] {
        var content: [AXCustomContent] = []
        for item in try node.sequence() {
            let keys = try item.mapping(schema)
            let label = try keys["label"]?.string() ?? "", value = try keys["value"]?.string() ?? ""
            guard !label.trimmingCharacters(in: .whitespaces).isEmpty || !value.trimmingCharacters(in: .whitespaces).isEmpty else {
                throw item.error("custom content needs a label or a value; VoiceOver would say nothing for it")
            }
            let entry = AXCustomContent(label: label, value: value)
            entry.importance = importances[try keys.defaulted("importance").choice(["default", "high"])] ?? .default
            content.append(entry)
        }
        return content
    }
}
