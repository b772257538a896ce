import CellKit
import SceneCapture
import SceneExport
@testable import SceneFormat
import ScreenReader
import Testing
import RotorTestSupport

/// The scenes that use every key of the format (`EveryKeyTests`, which checks that they do),
/// exported as `rotor export` exports them: each export loads, says what the scene says, offers
/// the same actions, and exports to itself. A key added to the schema must be used by those
/// scenes; one that changes what VoiceOver meets and that the capture forgets fails here.
@MainActor
@Suite("Every key of the scene format through capture", .cellsScreen)
struct EveryKeyCaptureTests {
    static let scenes: [(name: String, yaml: String)] = [
        ("every-key", EveryKeyTests.yaml), ("single-window", EveryKeyTests.singleWindow),
        ("screens-on-a-stack", EveryKeyTests.screensOnAStack), ("screens-as-roots", EveryKeyTests.screensAsRoots),
        ("screen-as-the-root", EveryKeyTests.screenAsTheRoot),
    ]

    /// The file `rotor export` writes for a scene (`SceneExport`).
    static func exported(_ yaml: String, file: String) throws -> String {
        try SceneExport.capture(yaml: yaml, file: file).text
    }

    /// What VoiceOver meets on a scene: the opening and each swipe right to the boundary, each
    /// element's label with the actions it offers, and with the custom rotors offered on it and
    /// the labels each one's search finds from the first.
    static func reading(_ yaml: String, file: String) throws -> (speech: [String], actions: [String], rotors: [String]) {
        let session = try SceneLoader.load(yaml: yaml, file: file).makeSession()
        var speech = [session.start().map(\.description).joined(separator: " / ")]
        for _ in 0...session.screenReader.elements.count {
            let said = session.step(.gesture(.swipeRight)).map(\.description).joined(separator: " / ")
            speech.append(said)
            if said.contains("[boundary]") { break }
        }
        var actions: [String] = []
        var pending = ElementTreeDump(screenReader: session.screenReader).windows
        while !pending.isEmpty {
            let node = pending.removeFirst()
            if node.kind == .element {
                actions.append(([node.label ?? ""] + (node.actions ?? []).map { "\($0.kind.rawValue) \($0.name)" }).joined(separator: " | "))
            }
            pending = (node.children ?? []) + pending
        }
        var rotors: [String] = []
        for element in session.screenReader.elements {
            for rotor in element.customRotors {
                let predicate = UIAccessibilityCustomRotorSearchPredicate()
                var found: [String] = []
                while found.count < 20, let result = rotor.itemSearchBlock(predicate) {
                    found.append((result.targetElement as? UIResponder)?.accessibilityLabel ?? "?")
                    predicate.currentItem = result
                }
                rotors.append("\(element.label): \(rotor.systemRotorType.rawValue) \(rotor.name) → \(found)")
            }
        }
        return (speech, actions, rotors)
    }

    @Test("an every-key scene's export loads, says what the scene says, offers the same actions and exports to itself",
          arguments: ["every-key", "single-window", "screens-on-a-stack", "screens-as-roots", "screen-as-the-root"])
    func anEveryKeySceneRoundTrips(name: String) throws {
        let yaml = try #require(Self.scenes.first { $0.name == name }?.yaml)
        let first = try Self.exported(yaml, file: "\(name).yaml")
        let original = try Self.reading(yaml, file: "\(name).yaml")
        let again = try Self.reading(first, file: "\(name).exported.yaml")
        #expect(again.speech == original.speech)
        #expect(again.actions == original.actions)
        #expect(again.rotors == original.rotors)
        let second = try Self.exported(first, file: "\(name).yaml")
        #expect(first == second, "exporting the export writes another file")
    }
}
