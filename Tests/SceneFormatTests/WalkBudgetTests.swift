import SceneFormat
import ScreenReader
import Testing
import RotorTestSupport

/// A run's walks of the screen share a budget of views looked at: a line of a few bytes that
/// changes the screen (`app push`, a tab's double tap) makes the next step walk every view that
/// came, so 3,000 pushes of a large screen walked for half a minute. The step that takes the
/// run past its budget ends the run with one line naming it; steps that leave the screen as it
/// was cost nothing more.
@MainActor
@Suite("Walks of the screen in a script run", .cellsScreen)
struct WalkBudgetTests {
    /// A scene whose `big` screen holds `labels` labels, with `script` indented under `script: |`.
    private static func scene(labels: Int, script: [String]) -> String {
        let views = (0..<labels).map { "      - { type: label, frame: [0, \($0 % 8), 10, 1], text: B\($0) }" }
        return """
            window: { size: [20, 10], navigation: [home] }
            screens:
              - { name: home, title: Home, views: [{ type: label, frame: [0, 0, 10, 1], text: Here }] }
              - name: big
                title: Big
                views:

            """ + views.joined(separator: "\n") + "\nscript: |\n" + script.map { "  " + $0 }.joined(separator: "\n") + "\n"
    }

    @Test("the standard budget is five walks of the largest screen a scene may describe")
    func standardBudget() {
        #expect(Script.Limits.standard.walkedViews == 5 * SceneLoader.Limits.standard.viewCount)
    }

    @Test("pushing a large screen again and again stops at the step that passes the budget, at its line and column")
    func pushesPastTheBudgetStop() throws {
        let script = Array(repeating: ["app push big", "app pop"], count: 20).flatMap { $0 }
        let scene = try SceneLoader.load(yaml: Self.scene(labels: 100, script: script), file: "t.yaml")
        let runner = ScriptRunner(scene: scene, limits: Script.Limits(walkedViews: 450))
        let run = runner.run()
        // Each push walks the big screen's hundred labels again, and what holds them (a pop
        // walks the home screen's few): three pushes fit in 450, the fourth passes it.
        let pushes = run.outcomes.filter { $0.step.actionText == "app push big" }.count
        #expect(pushes == 3)
        #expect(run.outcomes.last?.step.actionText == "app pop")
        let stop = try #require(run.stop?.description)
        let line = 6 + 100 + 1 + 2 * pushes + 1
        #expect(stop.hasPrefix("t.yaml:\(line):3: app push big took the run past 450 views looked at by VoiceOver's walks of the screen ("))
        #expect(stop.hasSuffix("); a run's walks are limited to 450 views in all"))
        #expect(!run.passed)
    }

    @Test("steps that leave the screen as it was walk nothing again, however many")
    func swipesCostNoWalks() throws {
        let script = ["app push big"] + Array(repeating: "swipe right", count: 300)
        let scene = try SceneLoader.load(yaml: Self.scene(labels: 100, script: script), file: "t.yaml")
        let runner = ScriptRunner(scene: scene, limits: Script.Limits(walkedViews: 250))
        let run = runner.run()
        #expect(run.stop == nil)
        #expect(run.outcomes.count == 301)
        #expect(RunBudget(scene: scene, session: runner.session).walkLimit == Script.Limits.standard.walkedViews)
    }
    /// A home screen of `labels` labels under a navigation bar, and a small screen `sheet`
    /// presented over it and dismissed (`dismiss`: `app dismiss` or `escape`) `pairs` times.
    private static func presentations(labels: Int, pairs: Int, dismiss: String) -> String {
        let views = (0..<labels).map { "{ type: label, frame: [0, \($0 % 8), 10, 1], text: B\($0) }" }
        return """
            window: { size: [20, 10], navigation: [home] }
            screens:
              - { name: home, title: Home, views: [\(views.joined(separator: ", "))] }
              - { name: sheet, title: Sheet, views: [{ type: button, frame: [0, 0, 8, 1], title: Done }] }
            script: |
              first element

            """ + Array(repeating: "  app present sheet\n  \(dismiss)\n", count: pairs).joined()
    }

    /// What was behind a sheet is read again when it goes: the walk finds the home screen kept,
    /// but orders every one of its elements again, and counts them as a push counts the views
    /// that came.
    @Test("presenting a small screen over a large one and dismissing it counts what comes back, and stops at the budget",
          arguments: ["app dismiss", "escape"])
    func presentationsPastTheBudgetStop(dismiss: String) throws {
        let scene = try SceneLoader.load(yaml: Self.presentations(labels: 100, pairs: 20, dismiss: dismiss), file: "t.yaml")
        let run = ScriptRunner(scene: scene, limits: Script.Limits(walkedViews: 450)).run()
        let dismissals = run.outcomes.filter { $0.step.actionText == dismiss }.count
        #expect((2...5).contains(dismissals), "\(dismissals)")
        let stop = try #require(run.stop?.description)
        #expect(stop.contains(": \(dismiss) took the run past 450 views looked at"), "\(stop)")
    }

    @Test("a few presentations over a small screen are answered as before, well within the budget")
    func fewPresentationsPass() throws {
        let scene = try SceneLoader.load(yaml: Self.presentations(labels: 3, pairs: 20, dismiss: "escape"), file: "t.yaml")
        let run = ScriptRunner(scene: scene, limits: Script.Limits(walkedViews: 450)).run()
        #expect(run.stop == nil)
        #expect(run.outcomes.count == 41)
    }

    /// A chain of `depth` views, each inside the one before, with a label at the bottom, and
    /// `script` under `script: |`.
    private static func chain(depth: Int, script: [String]) -> String {
        var lines = ["window: { size: [20, 10] }", "views:"]
        for index in 0..<depth {
            let parent = index == 0 ? "" : ", parent: v\(index - 1)"
            lines.append("  - { id: v\(index)\(parent), type: view, frame: [0, 0, 20, 10] }")
        }
        lines.append("  - { parent: v\(depth - 1), type: button, frame: [0, 0, 10, 1], title: Deep }")
        return lines.joined(separator: "\n") + "\nscript: |\n" + script.map { "  " + $0 }.joined(separator: "\n") + "\n"
    }

    /// Touches at 50 places (a touch where one was before, with nothing changed, is kept and
    /// goes down no tree), and 50 double taps on the button.
    @Test("touches and double taps in a deep tree count the views they pass through, and stop at the budget",
          arguments: ["touch", "double tap"])
    func touchesAndTapsInADeepTreeStop(gesture: String) throws {
        let steps = (0..<50).map { gesture == "touch" ? "touch \($0 % 20) \($0 / 20)" : gesture }
        let script = ["first element"] + steps
        let scene = try SceneLoader.load(yaml: Self.chain(depth: 200, script: script), file: "t.yaml")
        let runner = ScriptRunner(scene: scene, limits: Script.Limits(walkedViews: 2_000))
        let run = runner.run()
        // Each passes the 200 views above the button (the first walk looked at them once too):
        // a handful fit in 2,000, and the step that passes it (not in the outcomes) ends the run.
        let taken = run.outcomes.filter { $0.step.actionText.hasPrefix(gesture) }.count
        #expect((5...10).contains(taken), "\(taken)")
        let stop = try #require(run.stop?.description)
        #expect(stop.contains(": \(steps[taken]) took the run past 2000 views looked at"), "\(stop)")
        #expect(stop.contains("a touch or a tap the views it passes through"))
    }

    /// A button whose action hides 100 labels, tapped again and again: each tap sets every one.
    @Test("an action's hide and show count the views they set, and stop at the budget", arguments: ["hide", "show"])
    func hidesAndShowsStop(effect: String) throws {
        let ids = (0..<100).map { "l\($0)" }
        let labels = ids.map { "  - { id: \($0), type: label, frame: [0, 2, 10, 1], text: \($0) }" }
        let yaml = (["window: { size: [20, 10] }", "views:",
                     "  - { type: button, frame: [0, 0, 10, 1], title: Go, action: { \(effect): [\(ids.joined(separator: ", "))] } }"]
                    + labels).joined(separator: "\n")
            + "\nscript: |\n  first element\n" + Array(repeating: "  double tap\n", count: 50).joined()
        let scene = try SceneLoader.load(yaml: yaml, file: "t.yaml")
        let runner = ScriptRunner(scene: scene, limits: Script.Limits(walkedViews: 1_000))
        let run = runner.run()
        // Each tap sets the hundred labels (and its touch passes the button and the window): a
        // handful fit in 1,000, and the one that passes it ends the run.
        let taps = run.outcomes.filter { $0.step.actionText == "double tap" }.count
        #expect((5...10).contains(taps), "\(taps)")
        let stop = try #require(run.stop?.description)
        #expect(stop.contains(": double tap took the run past 1000 views looked at"), "\(stop)")
        #expect(stop.contains("an action the views it hides or shows"))
    }
}

/// A magic tap and an escape go up from the focus until an object handles them, as UIKit routes
/// them: each object asked counts with the walks, so a run of them on a focus deep in a chain
/// stops at the budget rather than climbing the chain at every step.
@MainActor
@Suite("Magic taps and escapes in a script run", .cellsScreen)
struct ClimbBudgetTests {
    @Test("magic taps and escapes on a deep focus count the objects they climb, and stop at the budget",
          arguments: ["magic tap", "escape"])
    func climbsOnADeepFocusStop(gesture: String) throws {
        var lines = ["window: { size: [20, 10] }", "views:"]
        for index in 0..<200 {
            lines.append("  - { id: v\(index)\(index == 0 ? "" : ", parent: v\(index - 1)"), type: view, frame: [0, 0, 20, 10] }")
        }
        lines.append("  - { parent: v199, type: button, frame: [0, 0, 10, 1], title: Deep }")
        let steps = ["first element"] + Array(repeating: gesture, count: 50)
        let yaml = lines.joined(separator: "\n") + "\nscript: |\n" + steps.map { "  " + $0 }.joined(separator: "\n") + "\n"
        let run = ScriptRunner(scene: try SceneLoader.load(yaml: yaml, file: "t.yaml"), limits: Script.Limits(walkedViews: 2_000)).run()
        // Each climbs the button and the 200 views above it: a handful fit in 2,000.
        let taken = run.outcomes.filter { $0.step.actionText == gesture }.count
        #expect((5...10).contains(taken), "\(taken)")
        let stop = try #require(run.stop?.description)
        #expect(stop.contains(": \(gesture) took the run past 2000 views looked at"), "\(stop)")
    }

    @Test("a magic tap on a shallow focus is answered as before, well within the budget")
    func aShallowMagicTapRuns() throws {
        let yaml = """
            window: { size: [20, 10] }
            views:
              - { type: button, frame: [0, 0, 10, 1], title: Go }
            script: |
              first element
              magic tap
              escape

            """
        let run = ScriptRunner(scene: try SceneLoader.load(yaml: yaml, file: "t.yaml")).run()
        #expect(run.stop == nil)
        #expect(run.outcomes.count == 3)
    }

    /// A button with 300 custom actions and one beside it, swiped between again and again: each
    /// look at the focus reads every action, and those past 64 count.
    @Test("swipes onto an element with hundreds of actions count the actions past 64, and stop at the budget")
    func manyActionsStop() throws {
        let actions = (0..<300).map { "{ name: A\($0) }" }.joined(separator: ", ")
        let yaml = """
            window: { size: [20, 10] }
            views:
              - { type: button, frame: [0, 0, 10, 1], title: Go, accessibility: { customActions: [\(actions)] } }
              - { type: button, frame: [0, 2, 10, 1], title: Other }
            script: |
              first element

            """ + Array(repeating: "  swipe right\n  swipe left\n", count: 50).joined()
        let scene = try SceneLoader.load(yaml: yaml, file: "t.yaml")
        let run = ScriptRunner(scene: scene, limits: Script.Limits(walkedViews: 5_000)).run()
        let stop = try #require(run.stop?.description)
        #expect(stop.contains("took the run past 5000 views looked at"), "\(stop)")
        #expect(stop.contains("a focus the actions, drag sources, input labels and custom content past 64 it reads"))
        // Fewer actions than that count nothing: the same script takes every step.
        let few = yaml.replacingOccurrences(of: actions, with: (0..<60).map { "{ name: A\($0) }" }.joined(separator: ", "))
        let fewRun = ScriptRunner(scene: try SceneLoader.load(yaml: few, file: "t.yaml"), limits: Script.Limits(walkedViews: 5_000)).run()
        #expect(fewRun.stop == nil)
        #expect(fewRun.outcomes.count == 101)
    }

    /// A view with 300 entries of custom content and a button beside it, swiped between again
    /// and again: each landing looks at every entry's importance, and those past 64 count.
    @Test("swipes onto an element with hundreds of custom content entries count those past 64, and stop at the budget")
    func manyContentEntriesStop() throws {
        let content = (0..<300).map { "{ label: L\($0), value: V\($0) }" }.joined(separator: ", ")
        let yaml = """
            window: { size: [20, 10] }
            views:
              - { type: button, frame: [0, 0, 10, 1], title: Go, accessibility: { customContent: [\(content)] } }
              - { type: button, frame: [0, 2, 10, 1], title: Other }
            script: |
              first element

            """ + Array(repeating: "  swipe right\n  swipe left\n", count: 50).joined()
        let run = ScriptRunner(scene: try SceneLoader.load(yaml: yaml, file: "t.yaml"), limits: Script.Limits(walkedViews: 5_000)).run()
        let stop = try #require(run.stop?.description)
        #expect(stop.contains("took the run past 5000 views looked at"), "\(stop)")
        #expect(stop.contains("custom content past 64 it reads"))
        // The landings before the stop still said there is more content.
        #expect(run.transcript.contains { $0.text == "More Content Available." })
        let few = yaml.replacingOccurrences(of: content, with: (0..<60).map { "{ label: L\($0), value: V\($0) }" }.joined(separator: ", "))
        let fewRun = ScriptRunner(scene: try SceneLoader.load(yaml: few, file: "t.yaml"), limits: Script.Limits(walkedViews: 5_000)).run()
        #expect(fewRun.stop == nil)
        #expect(fewRun.outcomes.count == 101)
    }
}
