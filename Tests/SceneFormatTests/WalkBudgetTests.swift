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
}
