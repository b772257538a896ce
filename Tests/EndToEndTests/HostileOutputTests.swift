import Foundation
import Testing

/// Scenes, scripts, file names and arguments holding escape sequences, BEL, NUL, C1 controls and
/// bidi overrides, run through every command: nothing of them reaches standard output or
/// standard error raw, and JSON still parses to the very text the scene holds.
@Suite("Nothing from a scene reaches the terminal raw", .serialized,
       .enabled(if: BuiltRotor.isAvailable || BuiltRotor.isRequired))
struct HostileOutputTests {
    /// What the scenes' text holds, as YAML escapes (a YAML file cannot hold them raw) and as
    /// the text they stand for.
    static let escaped = #"\e[31m\a\0\x9b\u202e\x7f\u2066"#
    static let raw = "\u{1B}[31m\u{07}\u{00}\u{9B}\u{202E}\u{7F}\u{2066}"

    /// What an argument can hold: all of it but NUL, which ends a C string.
    static let argument = raw.replacingOccurrences(of: "\u{00}", with: "")

    /// A scene file's name may hold them raw.
    static let sceneName = "hostile\u{1B}[31m\u{9B}\u{202E}"

    /// A folder of hostile scenes: one that loads (title, labels, action names, dragged text and
    /// its script's expectations), and one for each message that echoes the scene's words.
    final class Scenes {
        let path: String

        init() throws {
            path = FileManager.default.temporaryDirectory.appendingPathComponent("rotor-hostile-\(UUID().uuidString)").path
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
            let e = HostileOutputTests.escaped
            let files: [String: String] = [
                HostileOutputTests.sceneName + ".yaml": """
                    title: "Title\(e)"
                    window:
                      size: [60, 12]
                    views:
                      - id: card
                        type: view
                        frame: [1, 0, 30, 5]
                        border: true
                        accessibility:
                          element: true
                          label: "Card\(e)"
                          dragSources: [{ name: "Drag\(e)", view: cardTitle }]
                        drag: { text: "Dragged\(e)" }
                        subviews:
                          - id: cardTitle
                            type: label
                            frame: [1, 1, 20, 1]
                            text: "Label\(e)\\nsecond line"
                      - { type: label, frame: [1, 6, 30, 1], text: "Other\(e)" }
                    script: "swipe right = Expected\(e)\\nswipe left ~ \(e)\\n"
                    """,
                "key.yaml": "window: {size: [10, 5]}\nviews: []\n\"key\(e)\": x\n",
                "type.yaml": "window: {size: [10, 5]}\nviews:\n  - { type: \"label\(e)\", frame: [0, 0, 1, 1] }\n",
                "id.yaml": """
                    window: {size: [10, 5]}
                    views:
                      - { type: view, frame: [0, 0, 5, 5], accessibility: { element: true, label: x, dragSources: [{ name: d, view: "id\(e)" }] } }
                    """,
                "gesture.yaml": "window: {size: [10, 5]}\nviews: []\nscript: \"swipe right\\nswipe\(e) left\\n\"\n",
                "raw.yaml": "title: raw \u{1B}[31m here\nwindow: {size: [10, 5]}\nviews: []\n",
                "duplicate.yaml": "window: {size: [10, 5]}\nviews: []\n\"a\(e)\": 1\n\"a\(e)\": 2\n",
            ]
            for (name, text) in files {
                try Data(text.utf8).write(to: URL(fileURLWithPath: path + "/" + name))
            }
            // A script file is read as it is: it can hold the bytes themselves.
            try Data("swipe right = heard\(HostileOutputTests.raw)\nswi\(HostileOutputTests.raw)pe left\n".utf8)
                .write(to: URL(fileURLWithPath: scriptPath))
            try Data("swipe right = heard\(HostileOutputTests.raw)\n".utf8).write(to: URL(fileURLWithPath: expectingPath))
        }

        deinit { try? FileManager.default.removeItem(atPath: path) }

        var scene: String { path + "/" + HostileOutputTests.sceneName + ".yaml" }
        var scriptPath: String { path + "/bad-gesture.txt" }
        var expectingPath: String { path + "/expecting.txt" }
    }

    /// The first thing in `bytes` a terminal would act on, or `nil`: a C0 control but the line
    /// break, DEL, a C1 control, a bidi control, or bytes that are not UTF-8 (a lone C1 byte).
    static func rawControl(in bytes: [UInt8], terminalLineEnds: Bool = false) -> String? {
        guard let text = String(validating: bytes, as: UTF8.self) else { return "bytes that are not UTF-8" }
        // A terminal's own line discipline turns \n into \r\n: not the program's.
        let written = terminalLineEnds ? text.replacingOccurrences(of: "\r\n", with: "\n") : text
        let bidi: ClosedRange<UInt32> = 0x202A...0x202E
        for scalar in written.unicodeScalars {
            let value = scalar.value
            if (value < 0x20 && value != 0x0A) || (0x7F...0x9F).contains(value) || bidi.contains(value)
                || (0x2066...0x2069).contains(value) || [0x061C, 0x200E, 0x200F].contains(value) {
                return String(format: "U+%04X", value)
            }
        }
        return nil
    }

    /// Runs rotor and checks both of its outputs.
    @discardableResult
    static func run(_ arguments: [String], environment: [String: String] = [:],
                    sourceLocation: SourceLocation = #_sourceLocation) throws -> Spawn.Result {
        let result = try BuiltRotor.run(arguments, environment: environment)
        let shown = arguments.map { $0.debugDescription }.joined(separator: " ")
        if let found = rawControl(in: result.outputBytes) {
            Issue.record("rotor \(shown) wrote \(found) raw on standard output", sourceLocation: sourceLocation)
        }
        if let found = rawControl(in: result.errorBytes) {
            Issue.record("rotor \(shown) wrote \(found) raw on standard error", sourceLocation: sourceLocation)
        }
        return result
    }

    @Test("run, test and list, in text and JSON")
    func runTestAndList() throws {
        try #require(BuiltRotor.isAvailable, "\(BuiltRotor.missing ?? "")")
        let scenes = try Scenes()

        let text = try Self.run(["run", scenes.scene])
        #expect(text.status == 0)
        #expect(text.output.contains("Card␛[31m␇␀\u{FFFD}⁋␡⁋"))

        let json = try Self.run(["run", scenes.scene, "--format", "json"])
        #expect(json.status == 0)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(json.outputBytes)) as? [String: Any])
        #expect(document["scene"] as? String == Self.sceneName, "the scene's name round-trips")
        let opening = (document["opening"] as? [[String: Any]])?.compactMap { $0["text"] as? String } ?? []
        #expect(opening.contains { $0.contains("Card" + Self.raw) }, "\(opening)")
        let steps = document["steps"] as? [[String: Any]] ?? []
        #expect(steps.first?["expected"] as? String == "= Expected" + Self.raw)

        // Every scene of the folder: the one that fails its script, and each that cannot be read.
        let tested = try Self.run(["test", scenes.path])
        #expect(tested.status == 2)
        #expect(tested.output.contains("FAIL " + Self.sceneName.replacingOccurrences(of: "\u{1B}", with: "␛")
            .replacingOccurrences(of: "\u{9B}", with: "\u{FFFD}").replacingOccurrences(of: "\u{202E}", with: "⁋")))
        #expect(tested.output.contains("expected = Expected␛[31m␇␀\u{FFFD}⁋␡⁋"))
        for message in ["unknown key 'key␛[31m", "label␛[31m", "'id␛[31m", "swipe␛[31m", "duplicate keys: a␛[31m",
                        "raw.yaml:1:12: not valid YAML: control characters are not allowed (U+001B here)"] {
            #expect(tested.errors.contains(message), "\(message) in \(tested.errors)")
        }

        let listed = try Self.run(["list"], environment: ["ROTOR_SCENES": scenes.path])
        #expect(listed.status == 0)
        #expect(listed.output.contains("Title␛[31m␇␀\u{FFFD}⁋␡⁋"))
        #expect(listed.output.contains("(cannot be read: "))

        // A script file holds the bytes themselves: an unknown gesture, and an expectation.
        let gesture = try Self.run(["run", scenes.scene, "--script", scenes.scriptPath])
        #expect(gesture.status == 2)
        #expect(gesture.errors.contains("unknown gesture 'swi␛[31m"))
        let expecting = try Self.run(["test", scenes.scene, "--script", scenes.expectingPath])
        #expect(expecting.status == 1)
        #expect(expecting.output.contains("expected = heard␛[31m"))
    }

    @Test("audit, in text and JSON")
    func audit() throws {
        try #require(BuiltRotor.isAvailable, "\(BuiltRotor.missing ?? "")")
        let scenes = try Scenes()
        let text = try Self.run(["audit", scenes.scene])
        #expect(text.status == 1)
        #expect(text.output.contains("\"Drag␛[31m␇␀\u{FFFD}⁋␡⁋\" of \"Card␛[31m"))

        let json = try Self.run(["audit", scenes.path, "--format", "json"])
        #expect(json.status == 2)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(json.outputBytes)) as? [String: Any])
        let entries = document["scenes"] as? [[String: Any]] ?? []
        #expect(entries.contains { $0["file"] as? String == scenes.scene }, "the file name round-trips")
        let findings = entries.flatMap { $0["findings"] as? [[String: Any]] ?? [] }
        let labels = findings.compactMap { ($0["element"] as? [String: Any])?["label"] as? String }
        #expect(labels.contains("Card" + Self.raw), "\(labels)")
        let errors = entries.compactMap { $0["error"] as? String }
        #expect(errors.contains { $0.contains("unknown key 'key" + Self.raw) }, "\(errors)")
    }

    @Test("arguments echoed by rotor and by ArgumentParser; usage errors stay 64, help 0")
    func arguments() throws {
        try #require(BuiltRotor.isAvailable, "\(BuiltRotor.missing ?? "")")
        let language = try Self.run(["run", "wwdc-story", "--language", Self.argument])
        #expect(language.status == 64)
        #expect(language.errors.contains("Error: unknown language '␛[31m"))
        #expect(language.errors.contains("Usage: rotor run"))
        let option = try Self.run(["--" + Self.argument])
        #expect(option.status == 64)
        #expect(option.errors.contains("Unknown option '--␛[31m"))
        let sizes = try Self.run(["bench", "--sizes", Self.argument])
        #expect(sizes.status == 64)
        let scene = try Self.run(["run", "no-such" + Self.argument])
        #expect(scene.status == 2)
        #expect(scene.errors.hasPrefix("rotor: no-such␛[31m"))
        let rule = try Self.run(["audit", "--explain", Self.argument])
        #expect(rule.status == 2)
        let help = try Self.run(["run", "--help"])
        #expect(help.status == 0)
        #expect(help.output.contains("USAGE: rotor run"))
    }

    @Test("a line break in an argument never starts a line of its own in a message",
          arguments: [["run", "wwdc-story", "--language", "a\nrotor: 0 failed"],
                      ["run", "wwdc-story", "--language=a\nrotor: 0 failed"],
                      ["run", "wwdc-story", "--format", "a\nrotor: 0 failed"],
                      ["run", "wwdc-story", "--a\nrotor: 0 failed"],
                      ["run", "wwdc-story", "extra\nrotor: 0 failed"],
                      ["snapshot", "wwdc-story", "--at", "x\nrotor: 0 failed"],
                      ["bench", "--sizes", "1\nrotor: 0 failed"]])
    func forgedLines(arguments: [String]) throws {
        try #require(BuiltRotor.isAvailable, "\(BuiltRotor.missing ?? "")")
        let result = try Self.run(arguments)
        #expect(result.status == 64)
        let lines = result.errors.split(separator: "\n")
        #expect(!lines.contains { $0.hasPrefix("rotor: 0 failed") }, "\(result.errors)")
        #expect(result.errors.contains("␊rotor: 0 failed"))
    }

    @Test("play --plain and its --record header, in a terminal (script(1))")
    func plainAndRecord() throws {
        try #require(BuiltRotor.isAvailable, "\(BuiltRotor.missing ?? "")")
        let scenes = try Scenes()
        let recording = scenes.path + "/take" + Self.argument + ".txt"
        // i: the inspector; ?: the keys; q: quit.
        let session = try ScriptTerminal.run(["play", scenes.scene, "--plain", "--record", recording], keys: "i?q")
        #expect(session.status == 0)
        #expect(Self.rawControl(in: session.bytes, terminalLineEnds: true) == nil, "\(session.text)")
        #expect(session.text.contains("Rotor, plain mode. " + Self.sceneName.replacingOccurrences(of: "\u{1B}", with: "␛")
            .replacingOccurrences(of: "\u{9B}", with: "\u{FFFD}").replacingOccurrences(of: "\u{202E}", with: "⁋")))
        #expect(session.text.contains("Label   Card␛[31m"), "the inspector's lines")
        let recorded = try #require(FileManager.default.contents(atPath: recording))
        #expect(Self.rawControl(in: [UInt8](recorded)) == nil)
        #expect(String(decoding: recorded, as: UTF8.self).hasPrefix("# A recording of `rotor play '" + scenes.path))
    }
}
