import SceneFormat

/// What the run target's input stands for: a scene, then gestures.
///
/// The first byte chooses the scene. Below `0xC0`, it is a shipped scene (the byte modulo
/// their count, in name order) and every later byte is the gesture tape. From `0xC0` up, the
/// scene is the YAML text that follows, up to the first zero byte; the tape is what comes after
/// that byte. The tape is decoded once the scene is loaded: its `app` steps name the scene's
/// screens (`GestureTape`).
public struct RunInput {
    public enum SceneChoice {
        case shipped(ShippedScenes.Entry)
        case yaml(String)
    }

    public static let yamlMarker: UInt8 = 0xC0

    public let scene: SceneChoice
    /// The gesture tape's bytes.
    public let tape: ArraySlice<UInt8>

    /// The input the bytes stand for; `nil` when they are empty (or no scene is shipped).
    public init?(_ bytes: [UInt8]) {
        guard let first = bytes.first else { return nil }
        let rest = bytes.dropFirst()
        if first < Self.yamlMarker {
            let shipped = ShippedScenes.all
            guard !shipped.isEmpty else { return nil }
            scene = .shipped(shipped[Int(first) % shipped.count])
            tape = rest
        } else {
            let end = rest.firstIndex(of: 0) ?? rest.endIndex
            scene = .yaml(String(decoding: rest[..<end], as: UTF8.self))
            tape = rest[end...].dropFirst()
        }
    }

    /// The steps of the tape, for a scene with these screens (`Self.screens(of:)`).
    public func steps(screens: [String]) -> [ScriptStep.Action] {
        GestureTape.decode(tape, screens: screens)
    }

    /// The names of a scene's screens in the order `app` steps choose them from.
    @MainActor
    public static func screens(of scene: Scene) -> [String] {
        scene.screens.keys.sorted()
    }

    /// The bytes of a shipped scene (by its index in `ShippedScenes.all`) with steps.
    public static func encode(shippedIndex: Int, steps: [ScriptStep.Action], screens: [String] = []) -> [UInt8] {
        [UInt8(shippedIndex)] + GestureTape.encode(steps, screens: screens)
    }

    /// The bytes of a scene given as YAML, with steps.
    public static func encode(yaml: String, steps: [ScriptStep.Action], screens: [String] = []) -> [UInt8] {
        [yamlMarker] + Array(yaml.utf8) + [0] + GestureTape.encode(steps, screens: screens)
    }

    /// The YAML of the chosen scene, and the file name errors would give it.
    public var yamlAndFile: (yaml: String, file: String) {
        switch scene {
        case .shipped(let entry): (entry.yaml, "Scenes/\(entry.name).yaml")
        case .yaml(let yaml): (yaml, "fuzz.yaml")
        }
    }

    /// The scene as a person reads it (and as a regression test writes it).
    public var sceneDescription: String {
        switch scene {
        case .shipped(let entry): "scene: shipped \(entry.name)"
        case .yaml(let yaml): ["scene: YAML", "-----", yaml, "-----"].joined(separator: "\n")
        }
    }

    /// Steps as a person reads them: each as a script line.
    public static func describe(_ steps: [ScriptStep.Action]) -> String {
        var lines = ["steps (\(steps.count)):"]
        for (index, action) in steps.enumerated() {
            lines.append(ScriptStep.describe(action, line: index + 1))
        }
        return lines.joined(separator: "\n")
    }
}

extension ScriptStep {
    /// An action as a script line. `touch` is written from its numbers as they are (the
    /// gesture's own name may trap on numbers too large for `Int` in the code being fuzzed).
    static func describe(_ action: Action, line: Int) -> String {
        if case .gesture(.touch(let point)) = action { return "touch \(Double(point.x)) \(Double(point.y))" }
        return ScriptStep(action: action, expectation: nil, line: line).actionText
    }
}
