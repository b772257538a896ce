import CellKit
@testable import SceneFormat
import Testing
import RotorTestSupport

/// Scenes with thousands of screens: a script that pushes them one by one, a window that
/// stacks them all, and the view limit screens count toward. Sizes are chosen so that linear
/// work is quick and the quadratic (or cubic) work of old took minutes; nothing is timed.
@MainActor
@Suite("Deep navigation in scene files", .cellsScreen)
struct DeepNavigationSceneTests {
    /// `count` screens, each with a title and a label; the window stacks `stacked` of them.
    static func screens(_ count: Int, stacked: Int = 1, withViews: Bool = true) -> String {
        var lines = ["window: { size: [40, 12], navigation: [\((0..<stacked).map { "s\($0)" }.joined(separator: ", "))] }",
                     "screens:"]
        for index in 0..<count {
            let views = withViews ? ", views: [{ type: label, frame: [0, 0, 10, 1], text: L\(index) }]" : ""
            lines.append("  - { name: s\(index), title: S\(index)\(views) }")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    @Test("a script pushes 2,000 screens one by one and pops back to the first, each step heard")
    func twoThousandPushesAndPops() throws {
        let depth = 2_000
        var script = ["script: |", "  first element = S0. Heading."]
        for index in 1..<depth { script.append("  app push s\(index)") }
        script.append("  app push s1 =")
        script.append("  first element = S\(depth - 2). Back Button.")
        for _ in 1..<depth - 1 { script.append("  app pop") }
        script.append("  app pop = S0. Heading.")
        script.append("  app pop =")
        let scene = try SceneLoader.load(yaml: Self.screens(depth) + script.joined(separator: "\n") + "\n", file: "deep.yaml")
        let run = ScriptRunner(scene: scene).run()
        #expect(run.passed, "\(ScriptReport.text(for: run, scene: "deep.yaml", script: "deep.yaml"))")
        let navigation = try #require(scene.windows.first?.rootViewController as? UINavigationController)
        #expect(navigation.viewControllers.count == 1)
    }

    @Test("1,000 screens each push the next from a button, and a VoiceOver user goes down them all")
    func aChainOfPushButtons() throws {
        let depth = 1_000
        var lines = ["window: { size: [40, 12], navigation: [s0] }", "screens:"]
        for index in 0..<depth {
            let button = index + 1 < depth
                ? ", { type: button, frame: [0, 2, 10, 1], title: Next, action: { push: s\(index + 1) } }" : ""
            lines.append("  - { name: s\(index), title: S\(index), views: [{ type: label, frame: [0, 0, 10, 1], text: L\(index) }\(button)] }")
        }
        lines += ["script: |"] + (1..<depth).map { _ in "  last element = Next. Button.\n  double tap" }
        lines.append("  first element = S\(depth - 2). Back Button.")
        lines.append("  last element = L\(depth - 1)")
        let scene = try SceneLoader.load(yaml: lines.joined(separator: "\n") + "\n", file: "chain.yaml")
        let run = ScriptRunner(scene: scene).run()
        #expect(run.passed, "\(ScriptReport.text(for: run, scene: "chain.yaml", script: "chain.yaml"))")
    }

    @Test("a window's navigation stack of 10,000 screens loads showing the top one, its back button naming the one under it")
    func aLongStackLoads() throws {
        let count = 10_000
        let scene = try SceneLoader.load(yaml: Self.screens(count, stacked: count) + """
            script: |
              first element = S\(count - 2). Back Button.
              swipe right = S\(count - 1). Heading.
              swipe right = L\(count - 1)
              escape = S\(count - 3). Back Button.
            """, file: "stack.yaml")
        let navigation = try #require(scene.windows.first?.rootViewController as? UINavigationController)
        #expect(navigation.viewControllers.count == count)
        let run = ScriptRunner(scene: scene).run()
        #expect(run.passed, "\(ScriptReport.text(for: run, scene: "stack.yaml", script: "stack.yaml"))")
    }

    @Test("screens count toward the view limit: the first screen past it is refused where it is written")
    func screensCountAsViews() {
        let limits = SceneLoader.Limits(viewCount: 5)
        let cases: [(String, String)] = [
            // Six screens of no views: the sixth is past the limit.
            (Self.screens(6, withViews: false),
             "limit.yaml:8:5: screens[5]: the scene has more than 5 views and screens; scenes are limited to 5 together"),
            // Three screens of a label each: the screens are counted first, then their views, and
            // the third screen's label is the sixth.
            (Self.screens(3), "limit.yaml:5:36: screens[2].views[0]: the scene has more than 5 views and screens; scenes are limited to 5 together"),
        ]
        for (yaml, expected) in cases {
            do {
                _ = try SceneLoader.load(yaml: yaml, file: "limit.yaml", limits: limits)
                Issue.record("loaded past the limit")
            } catch {
                #expect(error.description == expected)
            }
        }
    }
}
