import CellKit
import RotorTestSupport
@testable import SceneFormat
import Testing

/// Random walks that carry drags across screens: the app pushes, pops, presents and dismisses
/// screens by itself (`app` steps), and the user touches tabs and buttons that push and
/// present, most often while a drag is held. After every step the promises `DragWorld` checks
/// hold: the callback log balanced (every drag that begins ends once, every drop-side enter
/// left or ended), the drag never over a view no longer shown, and what the scene's lists and
/// wells hold, on every screen, changed only by a drop.
@MainActor
@Suite("Drag invariants across pushes, pops, presentations and tabs", .cellsScreen)
struct DragAcrossScreensPropertyTests {
    /// A scene of screens drawn from a seed: a home screen on a navigation stack with a drag
    /// source, drop targets and a tab bar between them, buttons that push and present; a
    /// pushed shelf and a screen past it; a presented sheet (now and then with its own bar and
    /// a Done button); often a second app beside it. Some screens' names hold `=`, `#` or a
    /// quote, which the walk's `app` steps write in quotes.
    struct ScreensScene {
        let yaml: String
        /// The `app` steps the walk may take, as the session names them.
        let appSteps: [String]

        init(seed: UInt64) {
            var random = SplitMix64(seed: seed)
            func chance(_ p: Double) -> Bool { Double.random(in: 0..<1, using: &random) < p }
            func pick<T>(_ values: [T]) -> T { values[Int.random(in: 0..<values.count, using: &random)] }
            let shelf = pick(["shelf", "shelf = 1", "shelf ~ two"]), deep = pick(["deep", "#deep", "deep # end"])
            let sheet = pick(["sheet", "say \"hi\"", "a \\ b"])
            let q = QuotedText.quoted
            let sheetHasBar = chance(0.5), presentedAtStart = chance(0.2), secondApp = chance(0.6)
            let source = "drag: { text: \(pick(["Milk", "Eggs", "Tea"])), allowsMove: \(chance(0.6)), "
                + "movesAway: \(chance(0.3)), loadDelay: \(pick([0, 0, 1])) }"
            func dropTarget(_ id: String, type: String, y: Int, x: Int = 1) -> String {
                let effect = type == "list" ? "append" : "replace"
                return "      - { id: \(id), type: \(type), frame: [\(x), \(y), 18, 5], title: \(id), "
                    + "accessibility: { element: true\(chance(0.6) ? ", dropPoints: [{ name: Drop into \(id) }]" : "") }, "
                    + "drop: { accepts: [public.plain-text, public.image], operation: \(pick(["copy", "move"])), effect: \(effect) } }"
            }
            var lines = ["title: Screens \(seed)", "windows:",
                         "  - app: com.example.one",
                         "    frame: [0, 0, 40, 24]",
                         "    navigation: [home]" + (presentedAtStart ? "\n    presented: \(q(sheet))" : "")]
            if secondApp {
                lines += [
                    "  - app: com.example.two",
                    "    frame: [40, 0, 38, 24]",
                    "    views:",
                    dropTarget("other", type: "list", y: 1),
                    "      - { id: otherSource, type: label, frame: [1, 8, 30, 1], text: Note, "
                        + "drag: { text: Note, restricted: \(chance(0.4)), allowsMove: true }, "
                        + "accessibility: { label: Note, dragSources: [{ name: Drag note }] } }",
                ]
            }
            lines += [
                "screens:",
                "  - name: home",
                "    title: Home",
                "    views:",
                "      - { id: homeSource, type: label, frame: [1, 0, 30, 1], text: Milk, \(source), "
                    + "accessibility: { label: Milk, dragSources: [{ name: Drag milk }] } }",
                dropTarget("homeList", type: "list", y: 2),
                dropTarget("homeWell", type: "well", y: 2, x: 20),
                "      - { type: tabBar, frame: [0, 9, 40, 1], tabs: [{ title: List, views: homeList }, { title: Well, views: homeWell }] }",
                "      - { type: button, frame: [1, 11, 10, 1], title: Shelf, action: { push: \(q(shelf)) } }",
                "      - { type: button, frame: [14, 11, 10, 1], title: Sheet, action: { present: \(q(sheet)) } }",
                "  - name: \(q(shelf))",
                "    title: Shelf",
                "    views:",
                dropTarget("shelfWell", type: "well", y: 0),
                "      - { id: shelfSource, type: label, frame: [1, 6, 30, 1], text: Photo, drag: { image: photo }, "
                    + "accessibility: { label: Photo, dragSources: [{ name: Drag photo }] } }",
                "      - { type: button, frame: [1, 8, 10, 1], title: Deeper, action: { push: \(q(deep)) } }",
                "      - { type: button, frame: [14, 8, 10, 1], title: Back, action: { pop: true } }",
                "  - name: \(q(deep))",
                "    title: Deep",
                "    views:",
                dropTarget("deepList", type: "list", y: 0),
                "  - name: \(q(sheet))",
                "    title: Sheet",
            ]
            if sheetHasBar {
                lines += ["    navigationBar: true", "    rightBarButton: { systemItem: done, action: { dismiss: true } }"]
            }
            lines += [
                "    views:",
                dropTarget("sheetList", type: "list", y: 0),
                "      - { type: button, frame: [1, 7, 10, 1], title: Close, action: { dismiss: true } }",
            ]
            yaml = lines.joined(separator: "\n") + "\n"
            appSteps = ["push " + shelf, "push " + deep, "present " + sheet, "push home", "pop", "pop", "dismiss"]
        }
    }

    nonisolated static let seeds: ClosedRange<UInt64> = 1...24

    @Test("random walks that push, pop, present, dismiss and change tabs while a drag is held keep every promise")
    func dragsAcrossScreensKeepTheirPromises() throws {
        var tally = DragWorld.Tally()
        var failures: [String] = []
        for seed in Self.seeds {
            let generated = ScreensScene(seed: seed)
            var world = DragWorld(scene: try SceneLoader.load(yaml: generated.yaml, file: "screens-\(seed).yaml"), seed: seed)
            world.appSteps = generated.appSteps
            if let failure = world.run(gestures: DragInvariantPropertyTests.gesturesPerRun, tally: &tally) {
                failures.append("screens scene \(seed): \(failure)")
            }
        }
        #expect(failures.isEmpty, "\(failures.count) walks broke a promise; first: \(failures.first ?? "")")
        // The walks reached what they are about: drags held through the app's own steps onto
        // other screens, tab changes under a held drag, and drops.
        #expect(tally.appStepsWhileDragging > 0 && tally.dragsCarriedAcrossScreens > 0, "\(tally)")
        #expect(tally.tabTouchesWhileDragging > 0 && tally.targetsHidden > 0, "\(tally)")
        #expect(tally.drops > 0 && tally.enters > 0 && tally.exits > 0 && tally.began > 0, "\(tally)")
    }

    @Test("a drag held over a list is told it left when the app pushes another screen over it")
    func aPushUnderAHeldDragLeavesTheTarget() throws {
        let generated = ScreensScene(seed: 1)
        let scene = try SceneLoader.load(yaml: generated.yaml, file: "screens.yaml")
        var world = DragWorld(scene: scene, seed: 1)
        var tally = DragWorld.Tally()
        world.start()
        // Lift the milk and hold it over the list (a finger, during a wait the walk checks),
        // then the app pushes the shelf.
        let source = try #require(scene.view("homeSource")), list = try #require(scene.view("homeList"))
        let finger = world.session.finger
        #expect(world.step(.wait(0), tally: &tally) {
            _ = finger.longPress(at: source.screenPoint(for: CGPoint(x: 1, y: 0)))
            finger.move(to: list.screenPoint(for: CGPoint(x: 2, y: 2)))
        } == nil)
        #expect(finger.dropTargetView === list)
        let shelf = try #require(generated.appSteps.first)
        #expect(world.step(.app(shelf), tally: &tally) == nil)
        #expect(finger.isDragging)
        #expect(finger.dropTargetView !== list)
        #expect(finger.log.events.contains { $0.view == "homeList" && ["sessionDidExit", "sessionDidEnd"].contains($0.callback) })
        #expect(world.step(.gesture(.escape), tally: &tally) == nil)
    }
}
