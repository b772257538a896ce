import CellKit
import RotorTestSupport
@testable import SceneFormat
import Session
import ScreenReader
import Testing

/// Random VoiceOver gesture sequences through every shipped scene that can drag or drop,
/// checking after every gesture the promises a drag keeps, whatever the user does: one drag
/// at a time; every drag that begins ends once, and the app is told once; what the scene's
/// lists, wells and collections hold changes only through a drop; a move takes its source away
/// only after a drop was performed. A failure names the scene, the seed and the gestures so far.
@MainActor
@Suite("Drag invariants over the shipped scenes")
struct DragInvariantPropertyTests {
    nonisolated static let seeds: [UInt64] = [1, 2, 3, 4]
    nonisolated static let gesturesPerRun = 300

    /// The shipped scenes with at least one drag or drop interaction, by name.
    static func draggableSceneNames() throws -> [String] {
        try SceneLibrary.sceneNames.filter { name in
            let scene = try SceneLoader.load(path: SceneLibrary.path(for: name))
            return DragWorld.allViews(in: scene).contains { !$0.interactions.isEmpty }
        }
    }

    @Test func theScenesThatCanDragAreFound() throws {
        let names = try Self.draggableSceneNames()
        // The walk below must not pass by finding nothing to walk.
        #expect(names.contains("wwdc-story") && names.contains("photo-grid") && names.contains("two-apps"),
                "found \(names)")
        #expect(!names.contains("controls"), "the controls scene has no drag or drop")
    }

    @Test(arguments: SceneLibrary.sceneNames)
    func randomGesturesKeepTheDragInvariants(scene name: String) throws {
        let first = try SceneLoader.load(path: SceneLibrary.path(for: name))
        // Scenes that cannot drag or drop have nothing to check here.
        guard DragWorld.allViews(in: first).contains(where: { !$0.interactions.isEmpty }) else { return }
        var tally = DragWorld.Tally()
        for seed in Self.seeds {
            let scene = seed == Self.seeds[0] ? first : try SceneLoader.load(path: SceneLibrary.path(for: name))
            var world = DragWorld(scene: scene, seed: seed)
            if let failure = world.run(gestures: Self.gesturesPerRun, tally: &tally) {
                Issue.record("\(name), seed \(seed): \(failure)")
                return
            }
        }
        // A walk that never starts a drag checks little: where the scene's own script starts
        // one, the random walks must too.
        let scripted = ScriptRunner(scene: try SceneLoader.load(path: SceneLibrary.path(for: name)))
        _ = scripted.run()
        let scriptBegins = scripted.finger.log.events.contains { DragWorld.beginCallbacks.contains($0.callback) }
        #expect(!scriptBegins || tally.began > 0, "\(name): no drag began in \(Self.seeds.count) runs")
    }

    @Test func theWalksDropAndMove() throws {
        // Over the scenes whose scripts drop and move, the random walks do too, so that the
        // checks on drops and moves are exercised.
        var tally = DragWorld.Tally()
        for name in ["wwdc-story", "two-apps", "photo-grid"] {
            for seed in Self.seeds {
                var world = DragWorld(scene: try SceneLoader.load(path: SceneLibrary.path(for: name)), seed: seed)
                #expect(world.run(gestures: Self.gesturesPerRun, tally: &tally) == nil)
            }
        }
        #expect(tally.drops > 0 && tally.moves > 0 && tally.dataChanges > 0 && tally.sourcesRemoved > 0,
                "drops \(tally.drops), moves \(tally.moves), changes \(tally.dataChanges), removed \(tally.sourcesRemoved)")
    }

    @Test func aChangeWithoutADropIsCaught() throws {
        // The checker itself: data changed by something other than a drop is reported.
        let scene = try SceneLoader.load(path: SceneLibrary.path(for: "wwdc-story"))
        var world = DragWorld(scene: scene, seed: 1)
        var tally = DragWorld.Tally()
        let attachments = try #require(scene.view("attachments") as? ListView)
        let failure = world.step(.gesture(.swipeRight), tally: &tally) { attachments.items.append("smuggled") }
        #expect(failure?.contains("changed without a drop") == true, "\(failure ?? "no failure")")
    }

    @Test func aSourceTakenAwayWithoutADropIsCaught() throws {
        let scene = try SceneLoader.load(path: SceneLibrary.path(for: "two-apps"))
        var world = DragWorld(scene: scene, seed: 1)
        var tally = DragWorld.Tally()
        let note = try #require(scene.view("note"))
        let failure = world.step(.gesture(.swipeRight), tally: &tally) { note.isHidden = true }
        #expect(failure?.contains("taken away") == true, "\(failure ?? "no failure")")
    }
}

/// One random walk through a scene, and what it checks after every step.
@MainActor
struct DragWorld {
    /// What the walks did, to show they exercised what they check.
    struct Tally {
        var began = 0
        var drops = 0
        var moves = 0
        var dataChanges = 0
        var sourcesRemoved = 0
    }

    let scene: Scene
    let session: ScreenSession
    private var random: SplitMix64
    /// Every drag session seen, kept alive so that identities are never reused.
    private var seen: [AnyObject] = []
    private var ended: Set<ObjectIdentifier> = []
    private var logCount = 0
    private var trail: [String] = []

    init(scene: Scene, seed: UInt64) {
        self.scene = scene
        session = scene.makeSession()
        random = SplitMix64(seed: seed)
    }

    /// Every view of the scene's windows, the windows included.
    static func allViews(in scene: Scene) -> [UIView] {
        var found: [UIView] = []
        var pending: [UIView] = scene.windows
        while let view = pending.popLast() {
            found.append(view)
            pending += view.subviews
        }
        return found
    }

    /// Runs `gestures` random steps; returns the first broken promise, if any.
    mutating func run(gestures: Int, tally: inout Tally) -> String? {
        session.start()
        logCount = session.finger.log.events.count
        for _ in 0..<gestures {
            if let failure = step(randomAction(), tally: &tally) { return failure }
        }
        // A drag still held is cancelled, and must end as any other.
        if session.finger.isDragging { return step(.gesture(.escape), tally: &tally) }
        return nil
    }

    /// Performs one step as the script runner does, then checks every promise. `meddle` runs
    /// after the step and before the checks (to show the checks catch what they should).
    mutating func step(_ action: ScriptStep.Action, tally: inout Tally,
                       meddle: () -> Void = {}) -> String? {
        let before = Snapshot(scene)
        let activeBefore = session.finger.system.activeSessions.map { $0 as AnyObject }
        let loadsWerePending = !session.finger.clock.isIdle
        trail.append(Self.name(of: action))
        session.step(action)
        meddle()
        let events = Array(session.finger.log.events[logCount...])
        logCount = session.finger.log.events.count
        let after = Snapshot(scene)
        let activeAfter = session.finger.system.activeSessions.map { $0 as AnyObject }
        func failed(_ message: String) -> String {
            "after step \(trail.count) (\(trail.suffix(12).joined(separator: ", "))): \(message)"
        }

        // One drag at a time: VoiceOver has one finger.
        guard activeAfter.count <= 1 else { return failed("\(activeAfter.count) drags in flight") }

        // Every drag that begins ends once, and its app is told each once.
        let began = activeAfter.filter { now in !activeBefore.contains { $0 === now } }
        let left = activeBefore.filter { then in !activeAfter.contains { $0 === then } }
        for drag in began {
            guard !seen.contains(where: { $0 === drag }) else { return failed("a drag that had ended began again") }
            seen.append(drag)
        }
        for drag in left {
            guard ended.insert(ObjectIdentifier(drag)).inserted else { return failed("a drag ended twice") }
        }
        let beginCalls = events.filter { $0.side == .drag && Self.beginCallbacks.contains($0.callback) }.count
        let endCalls = events.filter { $0.side == .drag && Self.endCallbacks.contains($0.callback) }.count
        guard beginCalls == began.count else {
            return failed("\(began.count) drags began, the app was told of \(beginCalls): \(events)")
        }
        guard endCalls == left.count else {
            return failed("\(left.count) drags ended, the app was told of \(endCalls): \(events)")
        }
        tally.began += began.count

        // What the scene holds changes only through a drop: one performed in this step, or the
        // loads of an earlier one, which finish as the clock runs.
        let dropIndex = events.firstIndex { $0.side == .drop && Self.dropCallbacks.contains($0.callback) }
        if dropIndex != nil { tally.drops += 1 }
        let changed = after.data.filter { before.data[$0.key]?.value != $0.value.value }.map(\.value.name)
        if !changed.isEmpty {
            tally.dataChanges += 1
            guard dropIndex != nil || loadsWerePending else {
                return failed("\(changed.sorted().joined(separator: ", ")) changed without a drop")
            }
        }

        // A move takes its source away only after a drop was performed for it.
        let moves = events.filter { $0.side == .drag && $0.callback == "didEndWith" && $0.detail == "move" }
        tally.moves += moves.count
        for (key, count) in before.collectionItems {
            let now = after.collectionItems[key]?.value ?? [:]
            if let lost = count.value.first(where: { now[$0.key, default: 0] < $0.value }) {
                return failed("\(count.name) lost \(lost.key) (a collection only gains items and reorders them)")
            }
        }
        for (key, source) in before.movingSources where !source.value && after.movingSources[key]?.value == true {
            tally.sourcesRemoved += 1
            let endIndex = events.firstIndex {
                $0.side == .drag && $0.view == source.name && $0.callback == "didEndWith" && $0.detail == "move"
            }
            guard let endIndex, let dropIndex, dropIndex < endIndex else {
                return failed("\(source.name) was taken away without a drop that moved it: \(events)")
            }
        }
        return nil
    }

    static let beginCallbacks: Set<String> = ["sessionWillBegin", "dragSessionWillBegin"]
    static let endCallbacks: Set<String> = ["didEndWith", "dragSessionDidEnd"]
    static let dropCallbacks: Set<String> = ["performDrop", "performDropWith"]

    /// A random VoiceOver gesture. Often it is the next of a plan a user would follow to act:
    /// turn the rotor to Actions, swipe down to an action, double tap, so that drags start,
    /// hover and drop (a walk of single random gestures seldom gets that far).
    private mutating func randomAction() -> ScriptStep.Action {
        if let planned = nextPlannedAction() { return planned }
        let roll = Int.random(in: 0..<100, using: &random)
        switch roll {
        case 0..<30:
            plan = Plan(rotations: 8, swipes: Int.random(in: 1...4, using: &random))
            return nextPlannedAction() ?? .gesture(.doubleTap)
        case 30..<48: return .gesture(.swipeRight)
        case 48..<56: return .gesture(.swipeLeft)
        case 56..<60: return .gesture(.rotateClockwise)
        case 60..<62: return .gesture(.rotateCounterclockwise)
        case 62..<68: return .gesture(.swipeDown)
        case 68..<70: return .gesture(.swipeUp)
        case 70..<76: return .gesture(.doubleTap)
        case 76..<80: return .gesture(.escape)
        case 80..<85: return .wait(Double(Int.random(in: 0...6, using: &random)) / 2)
        case 85..<92:
            return .gesture(.touch(CGPoint(x: Int.random(in: 0..<80, using: &random),
                                           y: Int.random(in: 0..<20, using: &random))))
        case 92..<94: return .gesture(.firstElement)
        case 94..<96: return .gesture(.lastElement)
        case 96..<98: return .gesture(.magicTap)
        case 98: return .gesture(.readAll)
        default: return .language(Language.allCases[Int.random(in: 0..<Language.allCases.count, using: &random)])
        }
    }

    /// Turn the rotor to Actions (at most `rotations` turns), swipe down `swipes` times, then
    /// double tap.
    private struct Plan {
        var rotations: Int
        var swipes: Int
    }

    private var plan: Plan?

    private mutating func nextPlannedAction() -> ScriptStep.Action? {
        guard var current = plan else { return nil }
        defer { plan = current.swipes < 0 ? nil : current }
        let reader = session.screenReader
        if reader.rotor.setting != .actions, current.rotations > 0, reader.offeredRotorSettings.contains(.actions) {
            current.rotations -= 1
            return .gesture(.rotateClockwise)
        }
        current.rotations = 0
        current.swipes -= 1
        return .gesture(current.swipes >= 0 ? .swipeDown : .doubleTap)
    }

    private static func name(of action: ScriptStep.Action) -> String {
        ScriptStep(action: action, expectation: nil, line: 0).actionText
    }
}

/// What a scene holds that only drops may change, and the sources a move takes away; each by
/// its view (views keep their identity for a run), with the view's name as the drag log gives it.
@MainActor
struct Snapshot {
    struct Named<Value: Equatable>: Equatable {
        let name: String
        let value: Value
    }

    /// Each list's items, well's content and collection's items.
    var data: [ObjectIdentifier: Named<String>] = [:]
    /// Each collection's item labels, counted.
    var collectionItems: [ObjectIdentifier: Named<[String: Int]>] = [:]
    /// Whether each view that a move takes away (`movesAway`) is hidden.
    var movingSources: [ObjectIdentifier: Named<Bool>] = [:]

    init(_ scene: Scene) {
        for view in DragWorld.allViews(in: scene) {
            let key = ObjectIdentifier(view)
            let name = view.accessibilityIdentifier ?? String(describing: type(of: view))
            if let list = view as? ListView {
                data[key] = Named(name: "list " + name, value: list.items.joined(separator: " | "))
            } else if let well = view as? WellView {
                data[key] = Named(name: "well " + name, value: well.content ?? "(empty)")
            } else if let collection = (view as? UICollectionView)?.dataSource as? SceneCollection {
                let labels = collection.items.map { $0.label + ($0.image == nil ? "" : " (image)") }
                data[key] = Named(name: "collection " + name, value: labels.joined(separator: " | "))
                collectionItems[key] = Named(name: name, value: collection.items.reduce(into: [:]) { $0[$1.label, default: 0] += 1 })
            }
            let movesAway = view.interactions.contains {
                (($0 as? UIDragInteraction)?.delegate as? SceneDragDelegate)?.movesAway == true
            }
            if movesAway { movingSources[key] = Named(name: name, value: view.isHidden) }
        }
    }
}
