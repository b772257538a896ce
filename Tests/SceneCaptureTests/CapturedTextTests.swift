import CellKit
import Foundation
import SceneCapture
import SceneFormat
import Testing
import RotorTestSupport

/// Text from a live screen is anything an app puts there. Written into the scene file it reads
/// back exactly: quotes, backslashes, line breaks, controls, escape sequences, bidi overrides, a
/// byte order mark, YAML's own punctuation and words, and text that looks like a number.
@MainActor
@Suite("Captured text reads back exactly", .cellsScreen)
struct CapturedTextTests {
    static let texts = [
        #"He said "hi" \ and left\"#, "line one\nline two", "tab\there", "bell\u{07} escape\u{1B}[31m red",
        "delete\u{7F} next-line\u{85} csi\u{9B}", "bidi \u{202E}evil\u{202C} end", "bom \u{FEFF} ls\u{2028} ps\u{2029}",
        "nul \u{0} end", "emoji 👩‍💻 한국어 简体中文", "# not a comment: [x], {y}, &a *b !c | > % @ `",
        "  leading and trailing  ", "yes", "null", "~", "123", "1e3", "true", "{label}", "CR LF\r\n", "- item",
        "key: value", "'single'", "non-character \u{FFFE}", "astral \u{1F600} \u{10FFFD}",
    ]

    /// A window with one label per text, each text as the label's text, hint, identifier,
    /// custom action and drop point name.
    static func window() -> UIWindow {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 40, height: CGFloat(texts.count)),
                              applicationIdentifier: "com.example.\"text\"")
        for (row, text) in texts.enumerated() {
            let label = UILabel(frame: CGRect(x: 0, y: CGFloat(row), width: 40, height: 1))
            label.text = text
            label.accessibilityHint = text
            label.accessibilityIdentifier = "id \(row): \(text)"
            label.accessibilityCustomActions = [UIAccessibilityCustomAction(name: "act " + text) { _ in true }]
            label.accessibilityDropPointDescriptors = [UIAccessibilityLocationDescriptor(name: text, point: .zero, in: label)]
            window.addSubview(label)
        }
        return window
    }

    @Test func everyTextReadsBackAsItWas() throws {
        let script = "# a script with \"quotes\", a tab\t and # signs\nswipe right\n"
        let yaml = SceneCapture.sceneFile(of: Self.window(), options: CaptureOptions(title: "Title \"\u{1B}\n", script: script))
        let scene = try SceneLoader.load(yaml: yaml, file: "texts.yaml")
        #expect(scene.title == "Title \"\u{1B}\n (captured)")
        #expect(scene.windows.first?.applicationIdentifier == "com.example.\"text\"")
        #expect(scene.script?.steps.map(\.actionText) == ["swipe right"])
        let labels = try #require(scene.windows.first?.subviews.compactMap { $0 as? UILabel })
        #expect(labels.count == Self.texts.count)
        for (label, text) in zip(labels, Self.texts) {
            #expect(label.text == text)
            #expect(label.accessibilityHint == text)
            #expect(label.accessibilityIdentifier == "id \(labels.firstIndex { $0 === label } ?? -1): \(text)")
            #expect(label.accessibilityCustomActions?.map(\.name) == ["act " + text])
            #expect(label.accessibilityDropPointDescriptors?.map(\.name) == [text])
        }
    }

    @Test("text written unquoted on the line of a view past 16 deep reads back exactly, words YAML would read otherwise quoted")
    func textPastTheNestingDepthReadsBack() throws {
        let texts = Self.texts + ["Yes", "NO", "On", "off", "Y", "n", "TRUE", "False", "Null", "nan", "inf", "e5", "Deep 0",
                                  "a.b-c_d", "ends in a dot.", "Yesterday", "Nothing", "x  y"]
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
        var deepest: UIView = window
        for _ in 0..<20 {
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
            deepest.addSubview(view)
            deepest = view
        }
        for (row, text) in texts.enumerated() {
            let label = UILabel(frame: CGRect(x: 0, y: CGFloat(row % 20), width: 40, height: 1))
            label.text = text
            label.accessibilityHint = text
            label.accessibilityIdentifier = "id \(row) " + text
            deepest.addSubview(label)
        }
        let yaml = SceneCapture.sceneFile(of: window)
        #expect(yaml.contains("text: Deep 0, accessibility: { hint: Deep 0 }"), "\(yaml.suffix(3_000))")
        #expect(yaml.contains("text: \"Yes\""))
        let scene = try SceneLoader.load(yaml: yaml, file: "deep-texts.yaml")
        var loaded: UIView? = scene.windows.first
        for _ in 0...20 { loaded = loaded?.subviews.first }
        let labels = try #require(loaded?.superview?.subviews.compactMap { $0 as? UILabel })
        #expect(labels.map(\.text) == texts)
        #expect(labels.map(\.accessibilityHint) == texts)
        #expect(labels.map(\.accessibilityIdentifier) == texts.indices.map { "id \($0) " + texts[$0] })
    }

    @Test("a script that fits a literal block is written as one, readable in the file")
    func aPlainScriptIsALiteralBlock() {
        let yaml = SceneCapture.sceneFile(of: Self.window(), options: CaptureOptions(script: "swipe right = A.\nswipe left\n"))
        #expect(yaml.hasSuffix("script: |\n  swipe right = A.\n  swipe left\n"))
    }

    /// What VoiceOver says on each of these labels, and the actions it offers, written as the
    /// capture's script, reads back and passes: any label round-trips through the script too.
    @Test func theSpokenScriptOfEveryTextPasses() throws {
        let script = SpokenScript.of(Scene(name: "texts", windows: [Self.window()]))
        let yaml = SceneCapture.sceneFile(of: Self.window(), options: CaptureOptions(script: script))
        #expect(!yaml.unicodeScalars.contains { (0x202A...0x202E).contains($0.value) }, "bidi overrides are escaped")
        let scene = try SceneLoader.load(yaml: yaml, file: "texts.yaml")
        let run = ScriptRunner(scene: scene).run()
        #expect(run.passed, "\(ScriptReport.text(for: run, scene: "texts", script: "texts.yaml"))")
        #expect(run.outcomes.filter { $0.passed == true }.count >= Self.texts.count * 2, "each label, and its action")
    }
}
