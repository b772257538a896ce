import ArgumentParser

/// `rotor`: a terminal screen-reader simulator for accessible drag and drop.
@main
struct Rotor: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "rotor",
        abstract: "A terminal screen-reader simulator for accessible drag and drop.",
        discussion: """
            With no subcommand, opens the default scene (wwdc-story) in the terminal. \
            SCENE is a path to a scene file or the name of a shipped scene.
            """,
        subcommands: [Play.self, Demo.self, Run.self, Test.self, AuditCommand.self, BenchCommand.self, List.self],
        defaultSubcommand: Play.self
    )
}
