import Foundation
import ScreenReader
import SceneFormat

/// Each target's first inputs, made from the shipped scenes and their scripts, and from the
/// scenes in `Fuzz/SeedScenes` (every numeric key in one scene, for the number mutator).
@MainActor
public enum Seeds {
    public typealias Seed = (name: String, bytes: [UInt8])

    /// The shipped scene files and the seed scenes as they are.
    public static func loader() -> [Seed] {
        (ShippedScenes.all + seedScenes).map { ($0.name + ".yaml", Array($0.yaml.utf8)) }
    }

    /// The scenes in `Fuzz/SeedScenes`, found from this file's place in the checkout.
    static var seedScenes: [ShippedScenes.Entry] {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("SeedScenes")
        let files = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return files.filter { $0.hasSuffix(".yaml") }.sorted().compactMap { file in
            guard let data = FileManager.default.contents(atPath: folder.appendingPathComponent(file).path),
                  let yaml = String(data: data, encoding: .utf8) else { return nil }
            return ShippedScenes.Entry(name: String(file.dropLast(5)), yaml: yaml)
        }
    }

    /// The shipped scenes' scripts, written out again step by step, and one script naming
    /// every gesture, wait and language.
    public static func script() -> [Seed] {
        var seeds = scripts().map { ($0.name + ".script", Array($0.text.utf8)) }
        let everything = Gesture.allNames.filter { $0 != "touch X Y" }
            + ["touch 12 4 = Jan", "touch 0.5 -3", "wait 0.25", "wait 2 ~ Dropped"]
            + Language.allCases.map { "language \($0.code)" }
            + ["# a comment", "swipe right =", "swipe right ~ Actions available"]
        seeds.append(("every-step.script", Array(everything.joined(separator: "\n").utf8)))
        return seeds
    }

    /// Each shipped scene with its own script as the tape, once chosen by its index and once
    /// given as YAML; each shipped scene with an empty tape; each seed scene, as YAML, with its
    /// script.
    public static func run() -> [Seed] {
        var seeds: [Seed] = []
        for (index, entry) in ShippedScenes.all.enumerated() {
            let steps = scriptSteps(of: entry)
            seeds.append((entry.name + ".shipped", RunInput.encode(shippedIndex: index, steps: steps)))
            seeds.append((entry.name + ".yaml-run", RunInput.encode(yaml: entry.yaml, steps: steps)))
            seeds.append((entry.name + ".empty", RunInput.encode(shippedIndex: index, steps: [])))
        }
        for entry in seedScenes {
            seeds.append((entry.name + ".yaml-run", RunInput.encode(yaml: entry.yaml, steps: scriptSteps(of: entry))))
        }
        return seeds
    }

    private static func scriptSteps(of entry: ShippedScenes.Entry) -> [ScriptStep.Action] {
        let scene = try? SceneLoader.load(yaml: entry.yaml, file: entry.name + ".yaml")
        return scene?.script?.steps.map(\.action) ?? []
    }

    private static func scripts() -> [(name: String, text: String)] {
        (ShippedScenes.all + seedScenes).compactMap { entry in
            guard let scene = try? SceneLoader.load(yaml: entry.yaml, file: entry.name + ".yaml"),
                  let script = scene.script else { return nil }
            return (entry.name, script.steps.map(\.scriptText).joined(separator: "\n"))
        }
    }
}
