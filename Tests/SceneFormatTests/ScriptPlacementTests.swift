import SceneFormat
import Testing
import RotorTestSupport

/// A scene's `script:` may be written in any of YAML's styles; its errors and its steps' lines
/// point where the text is in the file.
@MainActor
@Suite("Where a scene's script is", .cellsScreen)
struct ScriptPlacementTests {
    /// Lines 1 and 2; the script starts on line 3.
    static let head = "window: { size: [9, 9] }\nviews: []\n"
    static let misspelt = "unknown gesture 'swip left'; did you mean 'swipe left'?"

    @Test(arguments: [
        ("plain", "script: swip left\n", 3, 9),
        ("single-quoted", "script: 'swip left'\n", 3, 10),
        ("double-quoted", "script: \"swip left\"\n", 3, 10),
        ("double-quoted, broken by \\n", "script: \"swipe right\\n  swip left\"\n", 3, 25),
        ("double-quoted, broken by \\x0a", "script: \"swipe right\\x0aswip left\"\n", 3, 25),
        ("double-quoted over lines", "script: \"swipe right\n\n  swip left\"\n", 5, 3),
        ("double-quoted, a line joined by \\", "script: \"swipe \\\n  right\n\n    swip left\"\n", 6, 5),
        ("single-quoted over lines", "script: 'swipe right\n\n  swip left'\n", 5, 3),
        ("plain over lines", "script: swipe right\n\n  swip left\n", 5, 3),
        ("literal |", "script: |\n  swipe right\n  swip left\n", 5, 3),
        ("literal |-", "script: |-\n  swipe right\n  swip left\n", 5, 3),
        ("literal |+", "script: |+\n  swipe right\n  swip left\n\n", 5, 3),
        ("literal |2, more indented", "script: |2\n    swipe right\n     swip left\n", 5, 6),
        ("literal | deeply indented", "script: |\n      swipe right\n      swip left\n", 5, 7),
        ("literal | with a comment and a blank first line", "script: | # the walk\n\n  swipe right\n  swip left\n", 6, 3),
        ("folded >", "script: >\n  swipe right\n\n  swip left\n", 6, 3),
        ("folded >, a more indented line", "script: >-\n  swipe right\n   swip left\n", 5, 4),
        ("tagged", "script: !!str \"swip left\"\n", 3, 16),
    ])
    func anErrorPointsAtItsLineAndColumn(style: String, script: String, line: Int, column: Int) {
        do {
            _ = try SceneLoader.load(yaml: Self.head + script, file: "s.yaml")
            Issue.record("\(style): the misspelt gesture was not refused")
        } catch {
            #expect(error.description == "s.yaml:\(line):\(column): \(Self.misspelt)", "\(style)")
        }
    }

    @Test(arguments: [
        ("script: \"swipe right\\nswipe left\"\n", [3, 3]),
        ("script: >\n  swipe right\n\n  swipe left\n", [4, 6]),
        ("script: 'swipe right\n\n\n  swipe left'\n", [3, 6]),
        ("script: |2\n   swipe right\n\n   swipe left\n", [4, 6]),
        ("script: swipe right\n", [3]),
    ])
    func stepsKnowTheirLines(script: String, lines: [Int]) throws {
        let scene = try SceneLoader.load(yaml: Self.head + script, file: "s.yaml")
        #expect(scene.script?.steps.map(\.line) == lines)
    }

    @Test func aNumberOutOfRangeInAQuotedScriptPointsAtTheNumber() {
        do {
            _ = try SceneLoader.load(yaml: Self.head + "script: \"touch 1e19 0\"\n", file: "s.yaml")
            Issue.record("the touch was not refused")
        } catch {
            #expect(error.description == "s.yaml:3:16: touch x: 1e19 is outside the range -1000000…1000000")
        }
    }
}
