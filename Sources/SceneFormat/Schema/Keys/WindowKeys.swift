/// The keys of a window: `window` (one app) or each of `windows` (apps side by side). The
/// builder makes the windows in its first pass (`SceneBuilder.build`).
@MainActor
enum WindowKeys {
    /// The app's own magic tap: the last object VoiceOver asks, after the focused element and
    /// the views around it (UIKit's responder chain ends at the app and its delegate).
    static let magicTap = SchemaKey("magicTap", .mapping(SceneEffect.handler), .optional,
                                    "what a magic tap does when no element around the focus handles it: the app's own")

    /// A window's screens, instead of its views (`SceneBuilder+Screens`).
    static let screenKeys = [
        SchemaKey("navigation", .list(.text), .optional,
                  "screens by name on a navigation stack (`UINavigationController`), root first: the last is shown; "
                      + "instead of views"),
        SchemaKey("screen", .text, .optional, "a screen by name as the window's root view controller, with no navigation bar; "
                      + "instead of views"),
        SchemaKey("presented", .text, .optional,
                  "with `navigation` or `screen`: a screen by name presented over it when the scene opens"),
    ]

    static let window = MappingSchema(
        title: "`window`",
        summary: "One app's window, at the top left of the screen; the top level's `views` go in it, or it shows screens.",
        keys: [
            SchemaKey("size", .size, .required, "`[columns, rows]`"),
            SchemaKey("app", .text, .defaults("app"), "the app's identifier; drags between apps are copies"),
            magicTap,
        ] + screenKeys)

    static let eachWindow = MappingSchema(
        title: "`windows` (each)",
        summary: "An app's window among several, as in an iPad split view. Windows that overlap are warned about; "
            + "the later one is in front.",
        keys: [
            SchemaKey("app", .text, .required, "the app's identifier; drags between apps are copies"),
            SchemaKey("frame", .rect, .required, "where the window is on the screen, in cells"),
            SchemaKey("views", .views, .otherwise("its screens"), "the window's views, back to front; or its screens"),
            magicTap,
        ] + screenKeys)
}
