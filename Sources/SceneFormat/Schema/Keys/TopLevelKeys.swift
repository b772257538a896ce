import ScreenReader

/// The keys at the top of a scene file. The builder reads them in its passes
/// (`SceneBuilder.build`): windows and their views first, then what refers to views.
@MainActor
enum TopLevelKeys {
    static let schema = MappingSchema(
        title: "Top level",
        summary: "A scene has either `window` (one app) with `views`, or `windows` (apps side by side); not both. A window may show `screens` instead of views.",
        keys: [
            SchemaKey("title", .text, .optional, "the scene's title, shown by `rotor list`"),
            SchemaKey("language", .choice(Language.allCases.map(\.code)), .defaults(Language.english.code),
                      "the screen reader's language: its phrases, and the voice of `--speak`"),
            SchemaKey("voiceOver", .mapping(VoiceOverKeys.schema), .optional,
                      "VoiceOver's settings the scene runs with: its Verbosity"),
            SchemaKey("device", .mapping(DeviceKeys.schema), .otherwise("an iPad with iOS 26.0"),
                      "the device and iOS version the scene assumes, which set UIKit's defaults that depend on them"),
            SchemaKey("unit", .choice(SceneUnit.allCases.map(\.rawValue)), .defaults(SceneUnit.cells.rawValue),
                      "what the scene's numbers (frames, sizes, insets, touches) count: `cells` of the terminal, or UIKit's `points` on the device's screen, drawn 8 points a column and 22 a row ([Units](#units))"),
            SchemaKey("window", .mapping(WindowKeys.window), .optional, "one app's window; its views are the top level's `views`"),
            SchemaKey("windows", .list(.mapping(WindowKeys.eachWindow)), .optional,
                      "several apps' windows, back to front, each with its own views"),
            SchemaKey("views", .views, .optional, "with `window`: the window's views, back to front"),
            SchemaKey("screens", .list(.mapping(ScreenKeys.eachScreen)), .optional,
                      "screens (view controllers) that windows show and actions push or present, each with its views"),
            SchemaKey("audit", .mapping(AuditKeys.schema), .optional, "rules of `rotor audit` the scene breaks on purpose ([below](#setting-audit-rules-aside))"),
            SchemaKey("script", .script, .optional,
                      "what a VoiceOver user does and must hear ([Scripts](#scripts)), as a `|` block or any YAML text"),
        ])
}
