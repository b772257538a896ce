import Foundation
import CellKit
@testable import SceneFormat
import Testing
import RotorTestSupport

/// Screen names a script writes in quotes, messages that name a screen whole and give a range
/// both its bounds, and the scene keys that had no check: two first responders on one screen,
/// and a page control's page past its pages.
@MainActor
@Suite("Screen names in scripts, range messages, first responders and pages", .cellsScreen)
struct ScreenNameAndRangeMessageTests {
    static let names = ["a = b", "a ~ b", "#tag", "say \"hi\"", "c:\\path", " padded "]

    static var scene: String {
        var lines = ["window: { size: [40, 12], navigation: [home] }", "screens:", "  - { name: home, title: Home }"]
        for (index, name) in names.enumerated() {
            lines.append("  - { name: \(QuotedText.quoted(name)), title: T\(index), views: [{ type: label, frame: [0, 0, 9, 1], text: L\(index) }] }")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private func loadError(_ yaml: String, file: String = "s.yaml") -> String? {
        do {
            _ = try SceneLoader.load(yaml: yaml, file: file)
            return nil
        } catch {
            return error.description
        }
    }

    @Test("a screen whose name holds ' = ', ' ~ ', '#', a quote, a backslash or edge spaces is pushed by its name in quotes")
    func quotedNamesArePushed() throws {
        var script = ["script: |"]
        for (index, name) in Self.names.enumerated() {
            script.append("  app push \(QuotedText.quoted(name)) = Home. Back Button.")
            script.append("  last element = L\(index)")
            script.append("  app pop = Home. Heading.")
        }
        let scene = try SceneLoader.load(yaml: Self.scene + script.joined(separator: "\n") + "\n", file: "s.yaml")
        let run = ScriptRunner(scene: scene).run()
        #expect(run.passed, "\(ScriptReport.text(for: run, scene: "s.yaml", script: "s.yaml"))")
        #expect(run.outcomes.count == 3 * Self.names.count)
    }

    @Test("a recording writes an app step's name in quotes when it needs them, and it reads back as the same step")
    func appStepsReadBackAsWritten() throws {
        for name in Self.names + ["plain", "with space"] {
            for verb in ["push", "present"] {
                let step = ScriptStep(action: .app(verb + " " + name), expectation: Expectation(.exact, "X. Heading."), line: 1)
                let text = step.scriptText
                let read = try Script.parse(text, file: "r.txt", screens: Set(Self.names + ["plain", "with space"])) { _ in (1, 1) }
                #expect(read.steps == [step], "\(text)")
            }
        }
        #expect(ScriptStep.text(of: .app("push plain")) == "app push plain")
        #expect(ScriptStep.text(of: .app("push a = b")) == "app push \"a = b\"")
        #expect(ScriptStep.text(of: .app("pop")) == "app pop")
    }

    @Test("a name that starts with a combining mark is written after the verb, not split at a later space (a fuzz finding)",
          arguments: ["\u{59E}p", "\u{59E}p one two", "\u{59E}p a app push b#c\"", "\u{301}# x"])
    func aNameStartingWithACombiningMarkReadsBack(name: String) throws {
        let step = ScriptStep(action: .app("push " + name), expectation: nil, line: 1)
        let text = step.scriptText
        let read = try Script.parse(text, file: "r.txt")
        #expect(read.steps.map(\.action) == [.app("push " + name)], "\(text)")
    }

    @Test("an app step's mistakes name the screen whole, and say how to write it", arguments: [
        ("app push a = b", "s.yaml:11:12: no screen is called 'a'; the screen 'a = b' is written in quotes, as its name holds '=' or '~': app push \"a = b\""),
        ("app push a ~ b = Home. Back Button.", "s.yaml:11:12: no screen is called 'a'; the screen 'a ~ b' is written in quotes, as its name holds '=' or '~': app push \"a ~ b\""),
        ("app present \"a = c\" = x", "s.yaml:11:15: no screen is called 'a = c'; did you mean 'a = b'?"),
        ("app push \"a = b", "s.yaml:11:12: the screen's name in quotes has no closing quote; write \\\" for a quote inside it"),
        ("app push \"a = b\" now", "s.yaml:11:12: there is text after the screen's closing quote; put the whole name in the quotes, with \\\" for a quote inside it"),
        ("app push \"a\\q\"", "s.yaml:11:12: in a name in quotes, '\\q' is not an escape: write \\\" for a quote and \\\\ for a backslash"),
    ])
    func appStepMistakes(_ line: String, _ expected: String) {
        #expect(loadError(Self.scene + "script: |\n  \(line)\n") == expected)
    }

    @Test("a screen's name is one line: one with a line break is refused where it is")
    func aNameWithALineBreakIsRefused() {
        let yaml = "window: { size: [40, 12], navigation: [home] }\nscreens:\n  - { name: home }\n  - { name: \"two\\nlines\" }\n"
        #expect(loadError(yaml) == "s.yaml:4:13: screens[1].name: a screen's name is one line; 'two\nlines' holds a line break")
    }

    @Test("a range message gives both bounds", arguments: [
        ("  - { type: collectionView, frame: [0, 0, 9, 5], itemSize: [3, 3], drop: { accepts: [public.image], loadDelay: -2 } }",
         "views[0].drop.loadDelay: -2 is outside the range 0…1000000: a delay cannot be negative"),
        ("  - { type: view, frame: [0, 0, -4, 1] }",
         "views[0].frame: width and height cannot be negative: -4 is outside the range 0…1000000"),
        ("  - { type: barGraph, frame: [0, 0, 30, 8], bars: [{ label: A, value: -1 }] }",
         "views[0].bars[0].value: -1 is outside the range 0…1000000000000: a bar's value cannot be negative"),
        ("  - { type: stepper, frame: [0, 0, 9, 1], step: 0 }",
         "views[0].step: the step must be more than 0 (as UIKit requires) and at most 10000000; found 0"),
        ("  - { type: stepper, frame: [0, 0, 9, 1], minimum: 7, maximum: 2 }",
         "views[0].maximum: the maximum (2) must be above the minimum (7)"),
        ("  - { type: adjustable, frame: [0, 0, 9, 1], minimum: 1, maximum: 3, value: 4.5 }",
         "views[0].value: expected a value from 1 to 3, found 4.5"),
        ("  - { type: pageControl, frame: [0, 0, 9, 1], pages: 3, current: 4 }",
         "views[0].current: 4 is outside the range 1…3"),
        ("  - { type: pageControl, frame: [0, 0, 9, 1], pages: 3, current: 20000 }",
         "views[0].current: 20000 is outside the range 1…3"),
        ("  - { type: pageControl, frame: [0, 0, 9, 1], pages: 0, current: 1 }",
         "views[0].current: a page control of no pages has no current page: `current` lies within 1…pages and "
            + "`pages` is 0; give `pages` from 1 to 10000, or leave out `current`"),
    ])
    func rangeMessages(_ view: String, _ expected: String) throws {
        let message = try #require(loadError("window:\n  size: [40, 10]\nviews:\n" + view + "\n", file: "bad.yaml"))
        #expect(message.hasSuffix(expected), "\(message)")
    }

    @Test("a window's size of 0 is refused with both bounds, and a script's negative wait with its range")
    func sizeAndWait() {
        #expect(loadError("window: { size: [0, 10] }\nviews: []\n")?.hasSuffix(
            "window.size: width and height must be more than 0 and at most 1000000; found 0") == true)
        #expect(throws: SceneError.self) { try Script.parse("wait -0.5\n", file: "w.txt") }
        do {
            _ = try Script.parse("wait -0.5\n", file: "w.txt")
        } catch {
            #expect(error.description == "w.txt:1:6: wait: -0.5 is outside the range 0…1000000")
        }
    }

    @Test("two first responders on one screen are refused at the second; one in each window and screen is not")
    func oneFirstResponderAScreen() throws {
        let two = """
            window: { size: [40, 10] }
            views:
              - { type: textField, frame: [0, 0, 9, 1], firstResponder: true }
              - { type: textView, frame: [0, 2, 9, 3], firstResponder: true }
            """
        #expect(loadError(two) == "s.yaml:4:60: views[1].firstResponder: two first responders on one screen: another view on it "
            + "is first responder already (line 3, column 61); give firstResponder to one")
        let twoInAScreen = """
            window: { size: [40, 10], screen: form }
            screens:
              - name: form
                views:
                  - { type: secureTextField, frame: [0, 0, 9, 1], firstResponder: true }
                  - { type: textField, frame: [0, 2, 9, 1], subviews: [{ type: textField, frame: [0, 0, 3, 1], firstResponder: true }] }
            """
        #expect(loadError(twoInAScreen)?.contains("two first responders on one screen") == true)
        let oneEach = """
            windows:
              - { app: one, frame: [0, 0, 40, 10], views: [{ type: textField, frame: [0, 0, 9, 1], firstResponder: true }] }
              - { app: two, frame: [40, 0, 40, 10], navigation: [a] }
            screens:
              - { name: a, views: [{ type: textField, frame: [0, 0, 9, 1], firstResponder: true }] }
              - { name: b, views: [{ type: textView, frame: [0, 0, 9, 3], firstResponder: true }] }
            """
        _ = try SceneLoader.load(yaml: oneEach, file: "s.yaml")
    }

    @Test("a script in a file of its own is checked against the scene's screens, as the scene's own script is")
    func aScriptFileNamesOnlyTheScenesScreens() throws {
        let scene = try SceneLoader.load(yaml: Self.scene, file: "s.yaml")
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("rotor-screens-\(UUID()).script").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        try "  app push \"a = b\" = Home. Back Button.\n  app push \"zz\\\"q = r\"\n".write(toFile: path, atomically: true, encoding: .utf8)
        do {
            _ = try Script.load(path: path, screens: Set(scene.screens.keys))
            Issue.record("a script pushing a screen the scene does not have was read")
        } catch {
            #expect(error.description == "\(path):2:12: no screen is called 'zz\"q = r'")
        }
        // A known name in quotes is read and pushed.
        try "  app push \"a = b\" = Home. Back Button.\n".write(toFile: path, atomically: true, encoding: .utf8)
        let script = try Script.load(path: path, screens: Set(scene.screens.keys))
        #expect(ScriptRunner(scene: scene).run(script).passed)
    }
}
