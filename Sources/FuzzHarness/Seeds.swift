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

    /// How many scenes `Fuzz/SeedScenes` holds (none when the checkout cannot be found).
    public static var seedSceneCount: Int { seedScenes.count }

    /// The scenes in `Fuzz/SeedScenes`, found from this file's place in the checkout.
    static var seedScenes: [ShippedScenes.Entry] {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Fuzz").appendingPathComponent("SeedScenes")
        let files = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return files.filter { $0.hasSuffix(".yaml") }.sorted().compactMap { file in
            guard let data = FileManager.default.contents(atPath: folder.appendingPathComponent(file).path),
                  let yaml = String(data: data, encoding: .utf8) else { return nil }
            return ShippedScenes.Entry(name: String(file.dropLast(5)), yaml: yaml)
        }
    }

    /// The shipped scenes' scripts, written out again step by step, and one script naming
    /// every gesture, wait, language, setting and app step.
    public static func script() -> [Seed] {
        var seeds = scripts().map { ($0.name + ".script", Array($0.text.utf8)) }
        let everything = Gesture.allNames.filter { $0 != "touch X Y" }
            + ["touch 12 4 = Jan", "touch 0.5 -3", "wait 0.25", "wait 2 ~ Dropped"]
            + Language.allCases.map { "language \($0.code)" }
            + Verbosity.ActionsMode.allCases.map { "verbosity-actions \($0.rawValue)" }
            + ["hints on", "hints off", "curtain on", "curtain off"]
            + ["app push detail", "app present notes ~ Notes", "app pop", "app dismiss = Lists. Heading."]
            + ["# a comment", "swipe right =", "swipe right ~ Actions Available",
               "double tap = Dropped", "callbacks ~ willEndWith copy / performDrop / concludeDrop"]
        seeds.append(("every-step.script", Array(everything.joined(separator: "\n").utf8)))
        return seeds
    }

    /// Each shipped scene with its own script as the tape, once chosen by its index and once
    /// given as YAML; each shipped scene with an empty tape; each seed scene, as YAML, with its
    /// script; each scene with screens with every screen pushed, read and popped; and a stack of
    /// a hundred screens pushed one by one, which mutations may make deeper.
    public static func run() -> [Seed] {
        var seeds: [Seed] = []
        for (index, entry) in ShippedScenes.all.enumerated() {
            let (steps, screens) = scriptSteps(of: entry)
            seeds.append((entry.name + ".shipped", RunInput.encode(shippedIndex: index, steps: steps, screens: screens)))
            seeds.append((entry.name + ".yaml-run", RunInput.encode(yaml: entry.yaml, steps: steps, screens: screens)))
            seeds.append((entry.name + ".empty", RunInput.encode(shippedIndex: index, steps: [])))
            if !screens.isEmpty {
                seeds.append((entry.name + ".stack-run", RunInput.encode(shippedIndex: index, steps: stackRun(screens), screens: screens)))
            }
        }
        for entry in seedScenes {
            let (steps, screens) = scriptSteps(of: entry)
            seeds.append((entry.name + ".yaml-run", RunInput.encode(yaml: entry.yaml, steps: steps, screens: screens)))
            if !screens.isEmpty {
                seeds.append((entry.name + ".stack-run", RunInput.encode(yaml: entry.yaml, steps: stackRun(screens), screens: screens)))
            }
        }
        let names = (0..<100).map { "s\($0)" }
        let yaml = "window: { size: [40, 12], navigation: [s0] }\nscreens:\n"
            + names.map { "  - { name: \($0), views: [{ type: button, frame: [0, 0, 10, 1], title: \($0) }] }\n" }.joined()
        seeds.append(("hundred-screens.stack-run", RunInput.encode(yaml: yaml, steps: stackRun(names.sorted()), screens: names.sorted())))
        return seeds
    }

    /// Every screen pushed in turn, read from the top, then as many pops and presentations
    /// dismissed, and read all.
    private static func stackRun(_ screens: [String]) -> [ScriptStep.Action] {
        screens.map { .app("push " + $0) } + [.gesture(.readFromTop), .app("present " + (screens.last ?? "")), .app("dismiss")]
            + Array(repeating: .app("pop"), count: screens.count) + [.gesture(.readAll), .gesture(.doubleTapAndHold)]
    }

    /// The export target's first inputs: the loader's.
    public static func export() -> [Seed] {
        loader()
    }

    /// A scene's script's steps, and the scene's screens they may name.
    private static func scriptSteps(of entry: ShippedScenes.Entry) -> (steps: [ScriptStep.Action], screens: [String]) {
        guard let scene = try? SceneLoader.load(yaml: entry.yaml, file: entry.name + ".yaml") else { return ([], []) }
        return (scene.script?.steps.map(\.action) ?? [], RunInput.screens(of: scene))
    }

    private static func scripts() -> [(name: String, text: String)] {
        (ShippedScenes.all + seedScenes).compactMap { entry in
            guard let scene = try? SceneLoader.load(yaml: entry.yaml, file: entry.name + ".yaml"),
                  let script = scene.script else { return nil }
            return (entry.name, script.steps.map(\.scriptText).joined(separator: "\n"))
        }
    }
}
