import CellKit
import ScreenReader

/// Each entry of `dragSources` and `dropPoints`: a named place VoiceOver offers as an action.
/// Entries name views by id, so the builder resolves them once every view exists.
enum DescriptorKeys {
    static let schema = MappingSchema(
        title: "Descriptors (each of `dragSources`, `dropPoints`)",
        summary: "A `UIAccessibilityLocationDescriptor`. Its view must be the one that hosts the interaction: "
            + "VoiceOver starts a drag (or drops) with that view's own interaction, so a descriptor naming another view "
            + "offers an action that does nothing.",
        keys: [
            SchemaKey("name", .text, .required, "the action's name in the Actions rotor"),
            SchemaKey("view", .id, .otherwise("the view (or element's view) it is on"), "the view the point is in"),
            SchemaKey("point", .point, .otherwise("the view's activation point (its centre unless `activationPoint` moves it); "
                                                  + "an element's, on an element's own view"),
                      "where the drag starts or the drop lands, in the view"),
            SchemaKey("language", .choice(Language.allCases.map(\.code)), .otherwise("the screen reader's"),
                      "the name's own speech language: the descriptor's `attributedName` carries it as "
                          + "`accessibilitySpeechLanguage`, and VoiceOver speaks the name in it"),
        ])

    /// The list's entries (`[]` for none), to resolve once every view exists.
    static func entries(_ node: NodeReader) throws(SceneError) -> [SceneBuilder.DescriptorEntry] {
        var entries: [SceneBuilder.DescriptorEntry] = []
        for item in try node.sequence() {
            let keys = try item.mapping(schema)
            entries.append(SceneBuilder.DescriptorEntry(
                name: try keys.required("name").string(), viewNode: keys["view"], point: try keys["point"]?.point(),
                language: try keys["language"]?.choice(Language.allCases.map(\.code))))
        }
        return entries
    }
}
