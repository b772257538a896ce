import ArgumentParser
import CellKit
import SceneFormat

/// `rotor list`: the shipped scenes, a line each.
struct List: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "List the shipped scenes, with their titles.",
        discussion: "When ROTOR_SCENES names a folder, its scenes are listed instead."
    )

    func run() throws {
        try MainActor.assumeIsolated {
            let names = try SceneCommand.libraryNames()
            let width = names.map(\.count).max() ?? 0
            for name in names {
                let title: String
                do {
                    let scene = try SceneLibrary.loadScene(named: name)
                    title = scene.title ?? ""
                } catch {
                    title = "(cannot be read: \((error as? SceneError)?.message ?? "\(error)"))"
                }
                try Console.say(name.padding(toLength: width, withPad: " ", startingAt: 0) + "  " + title)
            }
        }
    }
}
