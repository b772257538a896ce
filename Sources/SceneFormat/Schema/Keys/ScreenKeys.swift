import CellKit

/// The top level's `screens`: the screens a window shows on a navigation stack, as its root, or
/// presented, and that controls push and present. The builder makes them first, so that any
/// window or action may name any screen (`SceneBuilder+Screens`).
@MainActor
enum ScreenKeys {
    /// The presentation styles a screen may ask for, by UIKit's names.
    static let presentations: [(name: String, style: UIModalPresentationStyle)] = [
        ("automatic", .automatic), ("pageSheet", .pageSheet), ("formSheet", .formSheet), ("fullScreen", .fullScreen),
        ("overFullScreen", .overFullScreen),
    ]

    static let eachScreen = MappingSchema(
        title: "`screens` (each)",
        summary: "A screen: a view controller with a title and its views. A window's `navigation` puts screens on a "
            + "stack (the top one shown, below a navigation bar that reads its title and a back button that pops); "
            + "`screen` shows one; `presented`, `push` and `present` show others. When a screen changes, VoiceOver "
            + "moves to the new screen's first element, as on iOS.",
        keys: [
            SchemaKey("name", .text, .required, "what windows and actions call the screen; not empty, each its own"),
            SchemaKey("title", .text, .optional,
                      "the title (`navigationItem.title`), which the navigation bar shows and VoiceOver reads; the next "
                          + "screen's back button says it"),
            SchemaKey("presentation", .choice(presentations.map(\.name)), .otherwise("`modalPresentationStyle`'s default (`device`)"),
                      "how the screen is shown when presented: a sheet leaves the screen under it in place and VoiceOver's "
                          + "escape dismisses it; `fullScreen` takes the screen under it away"),
            SchemaKey("navigationBar", .bool, .defaults("false"),
                      "`true`: presented in a navigation controller of its own (`UINavigationController(rootViewController:)`), "
                          + "whose bar shows its title and bar buttons; such a screen is only presented"),
            SchemaKey("leftBarButton", .mapping(barButton), .optional, "`navigationItem.leftBarButtonItem`"),
            SchemaKey("rightBarButton", .mapping(barButton), .optional, "`navigationItem.rightBarButtonItem`"),
            SchemaKey("views", .views, .otherwise("none"),
                      "the screen's views, back to front, placed in the screen: below the bar in a window with `navigation`"),
        ])

    /// The system items a bar button may be, by UIKit's names: every one but the spaces, so a
    /// capture writes back whichever an app used.
    static let systemItems: [(name: String, item: UIBarButtonItem.SystemItem)] = [
        ("done", .done), ("cancel", .cancel), ("save", .save), ("add", .add), ("edit", .edit), ("close", .close),
        ("compose", .compose), ("reply", .reply), ("trash", .trash), ("search", .search), ("refresh", .refresh),
        ("action", .action), ("organize", .organize), ("bookmarks", .bookmarks), ("stop", .stop), ("camera", .camera),
        ("play", .play), ("pause", .pause), ("rewind", .rewind), ("fastForward", .fastForward), ("undo", .undo),
        ("redo", .redo), ("pageCurl", .pageCurl),
    ]

    static let barButton = MappingSchema(
        title: "`screens` bar buttons",
        summary: "A `UIBarButtonItem` on the screen's navigation bar: VoiceOver says its title and \"Button\"; a double "
            + "tap runs its action (`primaryAction`). Give a `title` or a `systemItem`.",
        keys: [
            SchemaKey("title", .text, .optional, "what it shows and says"),
            SchemaKey("systemItem", .choice(systemItems.map(\.name)), .optional, "one of UIKit's system items, said as UIKit names it"),
            SceneEffect.actionKey("what a tap does, such as `dismiss: true` or `present: other`"),
        ])
}
