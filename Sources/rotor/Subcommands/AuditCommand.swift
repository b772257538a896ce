import ArgumentParser
import CellKit
import Audit
import Foundation
import SceneFormat

/// `rotor audit SCENE...`: lints how scenes expose drag and drop to VoiceOver.
struct AuditCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "audit",
        abstract: "Find the drags and drops a VoiceOver user cannot reach, and what else is wrong with them.",
        discussion: """
            Audits each scene from exactly what the screen reader would expose. A directory stands for \
            every .yaml file in it. Exit status: 0 when nothing above advice is found, 1 when any warning \
            or error is, 2 when a scene cannot be read, a rule is unknown, or the drags held over its drop points \
            would pass the file's budget of hovers. \
            Rules: \(AuditRule.allCases.map(\.id).joined(separator: ", ")).
            """
    )

    @Argument(help: "Scene files, shipped scenes' names, or directories of scene files.", completion: SceneCompletion.scene)
    var scenes: [String] = []

    @Option(help: "text (one finding a line, compiler style), json (shape in the README) or sarif (SARIF 2.1.0, for code scanning).")
    var format: AuditFormat = .text

    @Option(name: .long, help: ArgumentHelp("Print a rule's rationale and an example fix.", valueName: "rule"),
            completion: .list(AuditRule.allCases.map(\.id)))
    var explain: String?

    func validate() throws {
        if explain == nil && scenes.isEmpty {
            throw ValidationError("name a scene to audit (a file, a shipped scene's name or a directory), or --explain RULE")
        }
    }

    func run() throws {
        if let explain {
            try self.explain(explain)
            return
        }
        let targets = try SceneCommand.expand(scenes)
        switch format {
        case .text: try auditAsText(targets)
        case .json, .sarif: try auditAsDocument(targets)
        }
    }

    /// One document of every scene's findings (`--format json` or `sarif`): the findings are
    /// kept until it is printed, each scene only while it is audited.
    private func auditAsDocument(_ targets: [String]) throws {
        let document = AuditDocument(scenes: MainActor.assumeIsolated {
            targets.indices.map { index in
                let (file, outcome) = audit(targets[index], keepingScene: index == targets.count - 1)
                switch outcome {
                case .success(let report): return AuditDocument.Entry(file: file, report: report)
                case .failure(let problem): return AuditDocument.Entry(file: file, error: problem.message)
                }
            }
        })
        // Written as it is made, a piece at a time: never the whole text, which for 180,000
        // findings was 151 MB of SARIF held as a string and again as bytes.
        if format == .sarif {
            try Console.say(jsonPieces: SarifLog(document: document).json(writingTo:))
        } else {
            try Console.say(jsonPieces: document.json(writingTo:))
        }
        if document.exitStatus != 0 { throw ExitCode(Int32(document.exitStatus)) }
    }

    /// Each scene's findings printed as soon as it is audited, a blank line between scenes, and
    /// nothing kept of it but whether it passed: a folder of scenes is audited in the memory
    /// its largest scene takes. The exit status is `AuditDocument`'s.
    private func auditAsText(_ targets: [String]) throws {
        var exitStatus: Int32 = 0
        var printedAny = false
        for index in targets.indices {
            let (file, outcome) = MainActor.assumeIsolated {
                audit(targets[index], keepingScene: index == targets.count - 1)
            }
            switch outcome {
            case .success(let report):
                if printedAny { try Console.say("") }
                try Console.say(lines: report.lines(file: file))
                printedAny = true
                if !report.passes { exitStatus = max(exitStatus, 1) }
            case .failure:
                exitStatus = 2
            }
        }
        if exitStatus != 0 { throw ExitCode(exitStatus) }
    }

    /// Why a scene could not be audited.
    struct Unreadable: Error {
        let message: String
    }

    /// One scene's audit, with its `audit.ignore` applied, under the name to print it by.
    /// `keepingScene`: the scene is left to the process's exit (`KeptUntilExit`), as `rotor run`
    /// leaves its own, instead of being freed view by view as this returns: the last scene
    /// audited, after which the command only prints. Every scene before it is freed before the
    /// next loads, so a folder is audited in the memory of its largest scene (DECISIONS.md,
    /// "`rotor audit` and `rotor snapshot` leave their last scene to the process's exit").
    @MainActor
    private func audit(_ target: String, keepingScene: Bool) -> (String, Result<AuditReport, Unreadable>) {
        let scene: Scene
        switch SceneCommand.read(target) {
        case .failure(let error):
            Console.complain("\(error)")
            return (target, .failure(Unreadable(message: "\(error)")))
        case .success(let loaded):
            scene = loaded
        }
        if keepingScene { KeptUntilExit.keep(scene) }
        let file = Self.shown(scene.file)
        do {
            let result = try SceneAuditor(scene: scene, file: file).audit()
            for stale in result.staleIgnores {
                Console.complain("warning: \(stale)")
            }
            return (file, .success(result.report))
        } catch {
            Console.complain("\(error)")
            return (file, .failure(Unreadable(message: "\(error)")))
        }
    }

    /// A path relative to the working directory when it is inside it, as compilers print them.
    static func shown(_ path: String) -> String {
        let directory = FileManager.default.currentDirectoryPath
        let prefix = directory.hasSuffix("/") ? directory : directory + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }

    private func explain(_ id: String) throws {
        guard let rule = AuditRule(id: id.lowercased()) else {
            Console.complain(AuditRule.unknownMessage(for: id))
            throw ExitCode(ExitStatus.unusableInput)
        }
        try Console.say(text: rule.explanation)
    }
}
