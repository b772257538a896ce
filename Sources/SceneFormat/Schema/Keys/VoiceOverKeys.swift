import ScreenReader

/// `voiceOver: { verbosity: { actions, hints } }`: VoiceOver's settings the scene runs with.
/// The command line's `--verbosity-actions` and `--hints` override them.
@MainActor
enum VoiceOverKeys {
    static let schema = MappingSchema(
        title: "`voiceOver`",
        summary: "VoiceOver's settings the scene runs with.",
        keys: [
            SchemaKey("verbosity", .mapping(verbosity), .optional, "VoiceOver's Verbosity settings"),
        ])

    static let verbosity = MappingSchema(
        title: "`voiceOver.verbosity`",
        summary: "What VoiceOver says besides an element's description (Settings › Accessibility › VoiceOver › "
            + "Verbosity).",
        keys: [
            SchemaKey("actions", .choice(Verbosity.ActionsMode.allCases.map(\.rawValue)),
                      .defaults(Verbosity.ActionsMode.speak.rawValue),
                      "on an element with actions: say \"Actions Available\" after the hint, play a sound "
                        + "(`[actions]`), turn the rotor to Actions, or do nothing"),
            SchemaKey("hints", .bool, .defaults("true"), "whether hints are spoken (the rotor's Hints turns it too)"),
        ])

    /// The Verbosity a `voiceOver` mapping sets; VoiceOver's defaults for what it leaves out.
    static func verbosity(_ node: NodeReader) throws(SceneError) -> Verbosity {
        let keys = try node.mapping(schema)
        guard let verbosityNode = keys["verbosity"] else { return Verbosity() }
        let settings = try verbosityNode.mapping(verbosity)
        let actionsNode = settings.defaulted("actions")
        let name = try actionsNode.choice(Verbosity.ActionsMode.allCases.map(\.rawValue))
        guard let actions = Verbosity.ActionsMode(rawValue: name) else { throw actionsNode.error("unknown actions setting") }
        return Verbosity(actions: actions, speaksHints: try settings.defaulted("hints").bool())
    }
}
