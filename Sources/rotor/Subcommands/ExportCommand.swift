import ArgumentParser
import RotorOutput
import SceneCapture
import SceneExport
import SceneFormat

/// `rotor export SCENE`: the scene's screen as SceneCapture writes a live screen, with a script
/// of what VoiceOver says on every element and the actions it offers, so the file is a
/// regression test from the start (`rotor test` on it checks them).
struct ExportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Write a scene's screen as a captured scene file, whose script checks what VoiceOver says.",
        discussion: """
            The scene is opened and its windows captured as SceneCapture captures an app's live screen \
            (what a delegate keeps in code stands in as the defaults listed at the top of the file). Its \
            script swipes right through every element, expecting what VoiceOver says, and swipes down \
            through each element's actions on the Actions rotor: `rotor test` on the file checks them. \
            Exporting a captured file again writes the same screen.
            """
    )

    @Argument(help: "A scene file, or a shipped scene's name.", completion: SceneCompletion.scene)
    var scene: String

    @Option(name: [.short, .customLong("output")], help: ArgumentHelp("Write the scene file here instead of standard output.",
                                                                      valueName: "file"))
    var output: String?

    func run() throws {
        try SceneCommand.checkOutputs([output], scene: scene)
        try MainActor.assumeIsolated {
            // One copy of the scene: SceneExport walks it for the script, scrolling back what
            // the walk scrolled, then captures it as it opened.
            let loaded = try SceneCommand.load(scene)
            // The scenes are left for the process's exit to take back at once, whether the
            // export writes or refuses: freed view by view as the command returned, they were a
            // tenth of a large export's time (DECISIONS.md, "`rotor export` leaves its scenes to
            // the process's exit").
            KeptUntilExit.keep(loaded)
            let capture = SceneExport.capture(of: loaded)
            // What the file could not say is said on standard error too, not only in its header.
            for note in capture.notes {
                Console.complain("warning: \(scene): not written: \(note)")
            }
            // The file is a scene that loads, or none is written: never one Rotor cannot read back.
            do {
                KeptUntilExit.keep(try SceneLoader.load(yaml: capture.text, file: output ?? "the exported scene"))
            } catch {
                Console.complain("cannot export \(scene): the scene it would write does not load: \(error)")
                throw ExitCode(ExitStatus.unusableInput)
            }
            // The capture escapes whatever a terminal would not show as it is, so its lines pass
            // through the one writer unchanged: written as the text it is, not a string a line
            // (`TextOutput.write(linesOf:)`; the file holds no carriage return, the capture
            // escapes them).
            if let output {
                let file = try TextOutput(creatingAt: output)
                try file.write(linesOf: capture.text)
                try file.close()
            } else {
                try TextOutput.standardOutput.write(linesOf: capture.text)
            }
        }
    }
}
