import Foundation
import CellKit
@testable import SceneFormat
import Testing
import RotorTestSupport

/// A script's `app present` steps that present screen after screen, each over the last: each
/// step finds the top of the chain without walking it from the root again, so 5,000
/// presentations (one 100 KB script) cost their number, not its square (1.5 s in a release
/// build before). Work is counted, not timed.
@MainActor
@Suite("Presentation chains from a script", .cellsScreen)
struct PresentationChainTests {
    /// A view controller that counts how often the walk up to the top asks what it presents.
    final class CountingController: UIViewController {
        let counter: Counter
        init(counter: Counter) {
            self.counter = counter
            super.init(nibName: nil, bundle: nil)
        }

        required init?(coder: NSCoder) { nil }

        override var presentedViewController: UIViewController? {
            counter.reads += 1
            return super.presentedViewController
        }
    }

    final class Counter { var reads = 0 }

    @Test("2,000 `app present` steps, each over the last, ask each screen what it presents a few times, not once per step")
    func presentingOverTheTopIsLinear() throws {
        let count = 2_000
        let counter = Counter()
        let root = CountingController(counter: counter)
        var screens: [String: UIViewController] = [:]
        for index in 1...count {
            let screen = CountingController(counter: counter)
            screen.modalPresentationStyle = .fullScreen
            screens["s\(index)"] = screen
        }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 40, height: 12))
        window.rootViewController = root
        window.makeKeyAndVisible()
        let events = SceneAppEvents.events(screens: screens, windows: [window])
        for index in 1...count {
            let present = try #require(events["present s\(index)"])
            #expect(present(), "s\(index) was not presented")
        }
        // Each screen presents the next: the chain is whole.
        var depth = 0
        var top: UIViewController = root
        while let next = top.presentedViewController { top = next; depth += 1 }
        #expect(depth == count)
        #expect(top === screens["s\(count)"])
        // Walking from the root at every step read about 2,000,000 times.
        #expect(counter.reads < 20 * count, "read \(counter.reads) times for \(count) presentations")
        // A dismissal takes the whole chain away; presenting again starts over the root.
        #expect(events["dismiss"]?() == true)
        #expect(root.presentedViewController == nil)
        #expect(events["present s7"]?() == true)
        #expect(root.presentedViewController === screens["s7"])
        #expect(events["present s3"]?() == true)
        #expect(screens["s7"]?.presentedViewController === screens["s3"])
    }

    @Test("a scene's script presents 300 screens one over another, each heard, and one dismissal returns to the first")
    func aSceneChainsPresentations() throws {
        let count = 300
        var lines = ["window: { size: [40, 12], navigation: [s0] }", "screens:"]
        for index in 0...count {
            lines.append("  - { name: s\(index), title: S\(index), presentation: fullScreen, views: [{ type: label, frame: [0, 0, 10, 1], text: L\(index) }] }")
        }
        lines += ["script: |", "  first element = S0. Heading."]
        for index in 1...count { lines.append("  app present s\(index) = L\(index)") }
        lines.append("  app dismiss = S0. Heading.")
        lines.append("  app present s5 = L5")
        let scene = try SceneLoader.load(yaml: lines.joined(separator: "\n") + "\n", file: "chain.yaml")
        let run = ScriptRunner(scene: scene).run()
        #expect(run.passed, "\(ScriptReport.text(for: run, scene: "chain.yaml", script: "chain.yaml"))")
    }
}
