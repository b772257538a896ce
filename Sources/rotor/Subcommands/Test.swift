import ArgumentParser
import CellKit
import Foundation
import SceneFormat

/// `rotor test [SCENE|DIR ...]`: runs scripts and checks what is heard.
struct Test: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Run scenes' scripts and check every expectation.",
        discussion: """
            With no argument, tests every shipped scene (or every scene in the ROTOR_SCENES folder). \
            A directory stands for every .yaml file in it. Exit status: 0 when every expectation is \
            met, 1 when one is not, 2 when a scene or script cannot be used or there is nothing to \
            test (no scene has a script).
            """
    )

    @Argument(help: "Scene files, shipped scenes' names, or directories of scene files.", completion: SceneCompletion.scene)
    var scenes: [String] = []

    @Option(help: ArgumentHelp("A script to run instead of the scene's own (a recording, say); needs exactly one scene.",
                               valueName: "file"))
    var script: String?

    @OptionGroup var verbosity: VerbosityOptions

    @Option(help: "text (PASS and FAIL lines) or junit (JUnit XML: a suite per scene, a case per check).")
    var format: TestFormat = .text

    func validate() throws {
        if script != nil && scenes.count != 1 {
            throw ValidationError("--script runs against exactly one scene; name it")
        }
    }

    func run() throws {
        var passed = 0, failed = 0, unusable = 0
        var junit = JUnitCollector(isOn: format == .junit)
        try MainActor.assumeIsolated {
            let fromLibrary = scenes.isEmpty
            for target in try fromLibrary ? SceneCommand.libraryNames() : SceneCommand.expand(scenes) {
                let scene: Scene
                do {
                    scene = try SceneCommand.load(target, fromLibrary: fromLibrary)
                } catch {
                    unusable += 1
                    junit.add(target, file: target, .unusable("\(error)"))
                    continue
                }
                verbosity.apply(to: scene)
                let given = try self.script.map { try SceneCommand.loadScript($0, for: scene) }
                guard let script = given ?? scene.script else {
                    junit.add(scene.name, file: AuditCommand.shown(scene.file), .skipped)
                    if junit.isOn { continue }
                    try Console.say("SKIP \(scene.name) (no script)")
                    continue
                }
                let run = ScriptRunner(scene: scene).run(script)
                junit.add(scene.name, file: AuditCommand.shown(scene.file), .ran(run, script: AuditCommand.shown(script.file)))
                if !junit.isOn {
                    try Console.say(lines: ScriptReport.lines(for: run, scene: scene.name, script: script.file))
                }
                if let stop = run.stop {
                    // A run cut short by a limit checked only part of its script: unusable, not
                    // failed; the checks that failed before the stop are shown all the same.
                    unusable += 1
                    if !junit.isOn { Console.complain("\(stop)") }
                    continue
                }
                if run.passed { passed += 1 } else { failed += 1 }
            }
        }
        var summary = "\(passed) passed, \(failed) failed"
        if unusable > 0 { summary += ", \(unusable) could not be read" }
        if junit.isOn {
            // The XML alone on standard output, for the CI system; the count for people on standard error.
            try Console.say(lines: JUnitReport(suites: junit.suites).lines)
            Console.note(summary)
        } else {
            try Console.say(summary)
        }
        if unusable > 0 { throw ExitCode(ExitStatus.unusableInput) }
        // A run that checked nothing is not a pass: CI would go green on it.
        if passed + failed == 0 {
            Console.complain("nothing to test: no scene given has a script (give one with --script)")
            throw ExitCode(ExitStatus.unusableInput)
        }
        if failed > 0 { throw ExitCode(ExitStatus.failed) }
    }
}
