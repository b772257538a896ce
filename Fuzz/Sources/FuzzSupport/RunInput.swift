import SceneFormat

/// What the run target's input stands for: a scene, then gestures.
///
/// The first byte chooses the scene. Below `0xC0`, it is a shipped scene (the byte modulo
/// their count, in name order) and every later byte is the gesture tape. From `0xC0` up, the
/// scene is the YAML text that follows, up to the first zero byte; the tape is what comes after
/// that byte.
public struct RunInput {
    public enum SceneChoice {
        case shipped(ShippedScenes.Entry)
        case yaml(String)
    }

    public static let yamlMarker: UInt8 = 0xC0

    public let scene: SceneChoice
    public let steps: [ScriptStep.Action]

    /// The input the bytes stand for; `nil` when they are empty (or no scene is shipped).
    public init?(_ bytes: [UInt8]) {
        guard let first = bytes.first else { return nil }
        let rest = bytes.dropFirst()
        if first < Self.yamlMarker {
            let shipped = ShippedScenes.all
            guard !shipped.isEmpty else { return nil }
            scene = .shipped(shipped[Int(first) % shipped.count])
            steps = GestureTape.decode(rest)
        } else {
            let end = rest.firstIndex(of: 0) ?? rest.endIndex
            scene = .yaml(String(decoding: rest[..<end], as: UTF8.self))
            steps = GestureTape.decode(rest[end...].dropFirst())
        }
    }

    /// The bytes of a shipped scene (by its index in `ShippedScenes.all`) with steps.
    public static func encode(shippedIndex: Int, steps: [ScriptStep.Action]) -> [UInt8] {
        [UInt8(shippedIndex)] + GestureTape.encode(steps)
    }

    /// The bytes of a scene given as YAML, with steps.
    public static func encode(yaml: String, steps: [ScriptStep.Action]) -> [UInt8] {
        [yamlMarker] + Array(yaml.utf8) + [0] + GestureTape.encode(steps)
    }

    /// The YAML of the chosen scene, and the file name errors would give it.
    public var yamlAndFile: (yaml: String, file: String) {
        switch scene {
        case .shipped(let entry): (entry.yaml, "Scenes/\(entry.name).yaml")
        case .yaml(let yaml): (yaml, "fuzz.yaml")
        }
    }

    /// The input as a person reads it (and as a regression test writes it): the scene, then
    /// each step as a script line.
    public var description: String {
        var lines: [String] = []
        switch scene {
        case .shipped(let entry): lines.append("scene: shipped \(entry.name)")
        case .yaml(let yaml): lines += ["scene: YAML", "-----", yaml, "-----"]
        }
        lines.append("steps (\(steps.count)):")
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
