import CellKit
@testable import SceneFormat
import Testing
import RotorTestSupport

@MainActor
@Suite("Scene files", .cellsScreen)
struct SceneLoadingTests {
    static let minimal = """
        title: Minimal
        window:
          size: [40, 10]
        views:
          - id: hello
            type: label
            frame: [1, 1, 20, 1]
            text: Hello
        """

    @Test func aSmallSceneLoadsWithItsViewsAndScript() throws {
        let scene = try SceneLoader.load(yaml: Self.minimal + "\nscript: |\n  swipe right\n  escape = \n", file: "min.yaml")
        #expect(scene.name == "min")
        #expect(scene.title == "Minimal")
        #expect((scene.view("hello") as? UILabel)?.text == "Hello")
        #expect(scene.script?.steps.map(\.line) == [10, 11])
        #expect(scene.warnings.isEmpty)
    }

    @Test func theShippedSceneLoads() throws {
        let scene = try SceneLoader.load(path: SceneLibrary.path(for: "wwdc-story"))
        #expect(scene.language == .english)
        #expect(scene.view("graph") is BarGraphView)
        #expect(SceneLibrary.sceneNames.contains("wwdc-story"))
    }

    /// Malformed scenes, each refused with its file, line, column and key path.
    nonisolated static let malformed: [(yaml: String, error: String)] = [
        ("window:\n  size: [40, 10]\nviews:\n  - type: label\n    frame: [1, 1, 20]\n    text: Hi\n",
         "bad.yaml:5:12: views[0].frame: expected 4 numbers (x, y, width, height), found 3"),
        ("window:\n  size: [40, 10]\nviews:\n  - type: label\n    frame: [1, 1, 20, 1]\n    txt: Hi\n",
         "bad.yaml:6:5: views[0]: unknown key 'txt'; did you mean 'text'?"),
        ("window:\n  size: [40, 10]\nviews:\n  - type: lable\n    frame: [1, 1, 20, 1]\n",
         "bad.yaml:4:11: views[0].type: expected one of view, label, button, switch, adjustable, progress, textField, image, well, list, barGraph, scrollView, collectionView, tabBar, segmentedControl, backButton, keyboardKey, secureTextField, dataTable, tableView, stepper, pageControl, textView, found \"lable\"; did you mean 'label'?"),
        ("window:\n  size: [40, 10]\nviews:\n  - id: a\n    type: view\n    frame: [0, 0, 1, 1]\n  - id: a\n    type: view\n    frame: [0, 0, 1, 1]\n",
         "bad.yaml:7:9: views[1].id: the id 'a' is used by another view"),
        ("window:\n  size: [40, 10]\nviews:\n  - type: view\n    frame: [0, 0, 5, 5]\n    accessibility:\n      dropPoints:\n        - { name: Drop, view: wel }\n",
         "bad.yaml:8:31: views[0].accessibility.dropPoints[0].view: no view has the id 'wel'"),
        ("window:\n  size: [40, 10]\nviews:\n  - type: well\n    title: W\n    frame: [0, 0, 5, 5]\n    drop: { accepts: [public.text-plain] }\n",
         "bad.yaml:7:23: views[0].drop.accepts[0]: expected one of public.item, public.content, public.text, public.plain-text, public.url, public.image, public.png, public.jpeg, public.data, found \"public.text-plain\""),
        ("window:\n  size: [40, 10]\nviews:\n  - { id: a, type: view, frame: [0, 0, 1, 1], accessibility: { valueFrom: [b] } }\n  - { id: b, type: view, frame: [0, 0, 1, 1], accessibility: { valueFrom: [a] } }\n",
         "bad.yaml:4:75: views[0].accessibility.valueFrom: valueFrom forms a cycle: a → b → a"),
        ("window:\n  size: [40, 10]\nviews:\n  - { id: a, type: view, frame: [0, 0, 1, 1], accessibility: { valueFrom: [a] } }\n",
         "bad.yaml:4:75: views[0].accessibility.valueFrom: valueFrom forms a cycle: a → a"),
        ("window:\n  size: [40, 10]\nviews:\n  - { type: view, frame: [0, 0, 1, 1], accessibility: { container: lists } }\n",
         "bad.yaml:4:68: views[0].accessibility.container: expected one of dataTable, landmark, list, none, semanticGroup, found \"lists\"; did you mean 'list'?"),
        ("window:\n  size: [40, 10]\nviews:\n  - { type: adjustable, frame: [0, 0, 9, 1], minimum: 5, maximum: 5 }\n",
         "bad.yaml:4:67: views[0].maximum: the maximum (5) must be above the minimum (5)"),
        ("window:\n  size: [40, 10]\nviews:\n  - { type: adjustable, frame: [0, 0, 9, 1], value: 120 }\n",
         "bad.yaml:4:53: views[0].value: expected a value from 0 to 100, found 120"),
        ("window:\n  size: [40, 10]\nviews:\n  - { type: well, title: W, frame: [0, 0, 9, 5], drop: { accepts: [public.text], effect: insert } }\n",
         "bad.yaml:4:90: views[0].drop.effect: insert (at an index path) is for collection views; a well takes replace or append"),
        ("window:\n  size: [40, 10]\nviews:\n  - { type: button, title: Go, frame: [0, 0, 9, 1], action: { hide: gone } }\n",
         "bad.yaml:4:69: views[0].action.hide: no view has the id 'gone'"),
        ("window:\n  size: [40, 10]\nviews:\n  - { type: label, text: X, frame: [0, 0, 9, 1], accessibility: { customActions: [{ name: A, anounce: B }] } }\n",
         "bad.yaml:4:94: views[0].accessibility.customActions[0]: unknown key 'anounce'; did you mean 'announce'?"),
        ("window:\n  size: [40, 10]\nviews:\n  - { type: collectionView, frame: [0, 0, 9, 5], itemSize: [12, 3] }\n",
         "bad.yaml:4:60: views[0].itemSize: items 12 wide do not fit a collection view 9 wide"),
        ("window:\n  size: [40, 10]\nviews:\n  - { type: collectionView, frame: [0, 0, 9, 5], itemSize: [3, 3], drop: { accepts: [public.image], loadDelay: -1 } }\n",
         "bad.yaml:4:112: views[0].drop.loadDelay: -1 is outside the range 0…1000000: a delay cannot be negative"),
        ("window:\n  size: [40, 10]\nviews:\n  - { type: barGraph, frame: [0, 0, 30, 8], bars: [{ label: A, value: 1 }], drag: { items: layer, text: x, movesAway: true } }\n",
         "bad.yaml:4:119: views[0].drag.movesAway: movesAway takes a whole view away; it is not for items: layer"),
        ("views: []\n", "bad.yaml:1:1: a scene needs 'window' (with 'views') or 'windows'"),
        ("window:\n  size: [40, 10]\nwindows: []\nviews: []\n",
         "bad.yaml:3:10: windows: give either 'window' (one app) or 'windows' (several), not both"),
        ("windows:\n  - { app: a, frame: [0, 0, 10, 5], views: [] }\nviews: []\n",
         "bad.yaml:3:8: views: with several windows, each window lists its own views"),
        ("windows:\n  - { app: a, frame: [0, 0, 10, 5] }\n",
         "bad.yaml:2:5: windows[0]: a window needs 'views', or screens: 'navigation' or 'screen'"),
        ("window: [\n", "bad.yaml:2:1: not valid YAML: did not find expected node content while parsing a flow node"),
        ("window:\n  size: [40, 10]\nviews: []\nscript: |\n  swipe right\n  swip left\n",
         "bad.yaml:6:3: unknown gesture 'swip left'; did you mean 'swipe left'?"),
    ]

    @Test func twoAppsSideBySideAreTwoWindowsAndOverlapIsWarnedAbout() throws {
        let yaml = """
            windows:
              - { app: notes, frame: [0, 0, 20, 5], views: [] }
              - { app: mail, frame: [20, 0, 20, 5], views: [] }
              - { app: maps, frame: [30, 0, 20, 5], views: [] }
            """
        let scene = try SceneLoader.load(yaml: yaml, file: "apps.yaml")
        #expect(scene.windows.map(\.applicationIdentifier) == ["notes", "mail", "maps"])
        #expect(scene.warnings.map(\.description) == [
            "apps.yaml:4:5: windows[2]: the window overlaps the mail window; the later one is in front",
        ])
    }

    @Test(arguments: 0..<malformed.count)
    func aMalformedSceneIsRefusedWithItsPosition(_ index: Int) {
        let (yaml, expected) = Self.malformed[index]
        #expect(throws: SceneError.self) { try SceneLoader.load(yaml: yaml, file: "bad.yaml") }
        do {
            _ = try SceneLoader.load(yaml: yaml, file: "bad.yaml")
        } catch {
            #expect(error.description == expected)
        }
    }

    @Test func eachLimitHasItsOwnMessage() {
        let limits = SceneLoader.Limits(fileSize: 400, viewCount: 3, depth: 2)
        let cases: [(String, String)] = [
            (String(repeating: "# padding\n", count: 50), "big.yaml: the file is 500 bytes; scenes are limited to 400"),
            ("window: {size: [9, 9]}\nviews: [&v {type: view, frame: [0, 0, 1, 1]}, *v, *v, *v]\n",
             "big.yaml:2:9: views[3]: the scene has more than 3 views and screens; scenes are limited to 3 together"),
            ("window: {size: [9, 9]}\nviews:\n  - {type: view, frame: [0, 0, 1, 1], subviews: [{type: view, frame: [0, 0, 1, 1], subviews: [{type: view, frame: [0, 0, 1, 1]}]}]}\n",
             "big.yaml:3:95: views[0].subviews[0].subviews[0]: views are nested more than 2 deep"),
        ]
        for (yaml, expected) in cases {
            #expect(throws: SceneError.self) { try SceneLoader.load(yaml: yaml, file: "big.yaml", limits: limits) }
            do {
                _ = try SceneLoader.load(yaml: yaml, file: "big.yaml", limits: limits)
            } catch {
                #expect(error.description == expected)
            }
        }
    }

    /// Scroll views each inside the one before, 1,000 of them in the flat form (`parent:`), with
    /// a label in the deepest below what it shows: the scene loads (no limit but the views'), and
    /// VoiceOver's cursor scrolls the deepest to show it, as UIKit would, each move visiting
    /// every scroll view around it once.
    @Test func scrollViewsNestedAThousandDeepLoadAndScrollTheFocusIntoView() throws {
        var yaml = "window: {size: [20, 5]}\nviews:\n"
        for index in 0..<1_000 {
            let parent = index == 0 ? "" : ", parent: s\(index - 1)"
            yaml += "  - {id: s\(index)\(parent), type: scrollView, frame: [0, 0, 20, 5], contentSize: [20, 10]}\n"
        }
        yaml += "  - {parent: s999, type: label, frame: [0, 8, 5, 1], text: Deep}\n"
        yaml += "script: |\n  first element = Deep\n"
        let scene = try SceneLoader.load(yaml: yaml, file: "nest.yaml")
        let run = ScriptRunner(scene: scene).run()
        #expect(run.passed, "\(ScriptReport.text(for: run, scene: "nest", script: "nest.yaml"))")
        #expect((scene.view("s999") as? UIScrollView)?.contentOffset == CGPoint(x: 0, y: 4))
        #expect((scene.view("s998") as? UIScrollView)?.contentOffset == .zero)
    }

    /// A button with 1,000 custom rotors of its own loads (no limit but the file's size): the
    /// rotor offers them in order there, steps through the views each lists, and offers none of
    /// them on the button beside it.
    @Test func aThousandCustomRotorsLoadAndAreEachOffered() throws {
        let rotors = (0..<1_000).map { "{name: R\($0), elements: [\($0 % 2 == 0 ? "go" : "stop")]}" }.joined(separator: ", ")
        let yaml = """
            window: {size: [20, 5]}
            views:
              - {id: go, type: button, frame: [0, 0, 5, 1], title: Go, accessibility: {customRotors: [\(rotors)]}}
              - {id: stop, type: button, frame: [0, 2, 5, 1], title: Stop}
            script: |
              rotor clockwise = R0
              rotor clockwise = R1
              swipe down = Stop. Button.
              rotor clockwise = Characters

            """
        let scene = try SceneLoader.load(yaml: yaml, file: "rotors.yaml")
        let run = ScriptRunner(scene: scene).run()
        #expect(run.passed, "\(ScriptReport.text(for: run, scene: "rotors", script: "rotors.yaml"))")
    }

    /// Nesting far past any limit is refused with a message, never by running out of stack.
    @Test(arguments: [600, 20_000])
    func deepNestingIsRefusedWithoutOverflowingTheStack(depth: Int) {
        let yaml = "window: {size: [9, 9]}\nviews:\n  - "
            + String(repeating: "{type: view, frame: [0, 0, 1, 1], subviews: [", count: depth)
            + String(repeating: "]}", count: depth) + "\n"
        #expect(throws: SceneError.self) { try SceneLoader.load(yaml: yaml, file: "deep.yaml") }
        do {
            _ = try SceneLoader.load(yaml: yaml, file: "deep.yaml")
        } catch {
            #expect(error.message.contains("deep"), "\(error)")
            #expect(error.description.count < 300, "a deep key path is shortened")
        }
    }

    @Test func aFrameOutsideTheWindowIsWarnedAbout() throws {
        let scene = try SceneLoader.load(
            yaml: "window:\n  size: [10, 5]\nviews:\n  - type: view\n    frame: [8, 0, 5, 2]\n", file: "w.yaml")
        #expect(scene.warnings.map(\.description) == ["w.yaml:4:5: views[0]: the frame [8, 0, 5, 2] reaches outside the window (10×5)"])
    }

    @Test func anUnknownSceneNameIsNamedWithTheShippedOnes() {
        #expect(throws: SceneError.self) { try SceneLibrary.path(for: "wwdc-stroy") }
        do {
            _ = try SceneLibrary.path(for: "wwdc-stroy")
        } catch {
            #expect(error.description.contains("did you mean 'wwdc-story'?"))
        }
    }
}
