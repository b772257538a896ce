import ScreenReader
import SceneFormat

/// Each target's first inputs, made from the shipped scenes and their scripts.
@MainActor
public enum Seeds {
    public typealias Seed = (name: String, bytes: [UInt8])

    /// The shipped scene files as they are.
    public static func loader() -> [Seed] {
        ShippedScenes.all.map { ($0.name + ".yaml", Array($0.yaml.utf8)) }
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
    /// given as YAML; and each shipped scene with an empty tape.
    public static func run() -> [Seed] {
        var seeds: [Seed] = []
        for (index, entry) in ShippedScenes.all.enumerated() {
            let steps = scriptSteps(of: entry)
            seeds.append((entry.name + ".shipped", RunInput.encode(shippedIndex: index, steps: steps)))
            seeds.append((entry.name + ".yaml-run", RunInput.encode(yaml: entry.yaml, steps: steps)))
            seeds.append((entry.name + ".empty", RunInput.encode(shippedIndex: index, steps: [])))
        }
        return seeds
    }

    private static func scriptSteps(of entry: ShippedScenes.Entry) -> [ScriptStep.Action] {
        let scene = try? SceneLoader.load(yaml: entry.yaml, file: entry.name + ".yaml")
        return scene?.script?.steps.map(\.action) ?? []
    }

    private static func scripts() -> [(name: String, text: String)] {
        ShippedScenes.all.compactMap { entry in
            guard let scene = try? SceneLoader.load(yaml: entry.yaml, file: entry.name + ".yaml"),
                  let script = scene.script else { return nil }
            return (entry.name, script.steps.map(\.scriptText).joined(separator: "\n"))
        }
    }
}
