import CellKit
import Foundation
import RotorTestSupport
@testable import SceneFormat
import Session
import ScreenReader
import Testing

/// Random VoiceOver gesture sequences through every shipped scene that can drag or drop, and
/// through generated scenes with hostile names (`GeneratedScene`: a collection view that
/// reorders and fills placeholders, a second app, restricted drags, tabs and buttons that hide a
/// drop target), checking after every gesture the promises a drag keeps, whatever the user does:
/// one drag at a time; every drag that begins ends once, and the app is told once through each
/// callback it implements (and not at all through those it does not); what the
/// scene's lists, wells and collections hold changes only through a drop; a move takes its
/// source away only after a drop was performed; every drop-side `sessionDidEnter` is balanced
/// by an exit or an end, and proposals and drops come only while the drag is inside
/// (`DropSideLedger`); the drag is never over a view no longer shown; a drop into another app is
/// a copy, and a restricted drag never reaches another app; a reorder keeps a collection's
/// items; no placeholder outlives its load. A failure names the scene, the seed and the gestures
/// so far.
@MainActor
@Suite("Drag invariants over the shipped and generated scenes", .cellsScreen)
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
        // A scene's app implements every callback that only tells it something, so each drag
        // that began told it: the check above counted every one.
        #expect(tally.began > 0 && tally.toldBegan == tally.began, "began \(tally.began), told \(tally.toldBegan)")
    }

    nonisolated static let generatedSeeds: ClosedRange<UInt64> = 1...40

    @Test func randomGesturesOverGeneratedScenesKeepTheDragInvariants() throws {
        var tally = DragWorld.Tally()
        var failures: [String] = []
        for seed in Self.generatedSeeds {
            let generated = GeneratedScene(seed: seed)
            var world = DragWorld(scene: try SceneLoader.load(yaml: generated.yaml, file: "generated-\(seed).yaml"), seed: seed)
            if let failure = world.run(gestures: Self.gesturesPerRun, tally: &tally) {
                failures.append("generated scene \(seed): \(failure)")
            }
        }
        #expect(failures.isEmpty, "\(failures.count) walks broke a promise; first: \(failures.first ?? "")")
        // The walks reached what the new checks are about.
        #expect(tally.drops > 0 && tally.enters > 0 && tally.exits > 0 && tally.endsWhileInside > 0, "\(tally)")
        #expect(tally.reorders > 0 && tally.placeholders > 0 && tally.commits > 0, "\(tally)")
        #expect(tally.crossAppDrops > 0 && tally.crossAppMovesCopied > 0 && tally.restrictedDrags > 0, "\(tally)")
        #expect(tally.targetsHidden > 0, "\(tally)")
    }

    @Test func theShippedWalksReachReordersPlaceholdersAndOtherApps() throws {
        var tally = DragWorld.Tally()
        for name in ["photo-grid", "two-apps", "carry-a-drag"] {
            for seed in Self.seeds {
                var world = DragWorld(scene: try SceneLoader.load(path: SceneLibrary.path(for: name)), seed: seed)
                #expect(world.run(gestures: Self.gesturesPerRun, tally: &tally) == nil)
            }
        }
        #expect(tally.reorders > 0 && tally.placeholders > 0 && tally.crossAppDrops > 0, "\(tally)")
        #expect(tally.restrictedDrags > 0 && tally.targetsHidden > 0, "\(tally)")
    }

    /// The story's drag, held over the attachments list.
    private static func storyWithDragOverAttachments() throws -> (Scene, DragWorld, DragWorld.Tally) {
        let scene = try SceneLoader.load(path: SceneLibrary.path(for: "wwdc-story"))
        var world = DragWorld(scene: scene, seed: 1)
        var tally = DragWorld.Tally()
        world.start()
        let steps: [Gesture] = [.swipeRight, .rotateClockwise, .swipeDown, .doubleTap, .firstElement, .swipeDown, .swipeDown]
        for gesture in steps {
            #expect(world.step(.gesture(gesture), tally: &tally) == nil)
        }
        #expect(world.session.finger.dropTargetView?.accessibilityIdentifier == "attachments")
        return (scene, world, tally)
    }

    @Test func anEnterNeverBalancedIsCaught() throws {
        var (_, world, tally) = try Self.storyWithDragOverAttachments()
        // The portrait told of an enter it never gets an end for: the drag's end must catch it.
        let log = world.session.finger.log
        let failure = world.step(.gesture(.escape), tally: &tally) {
            log.record(DragEvent(side: .drop, view: "portrait", callback: "sessionDidEnter"))
        }
        #expect(failure?.contains("portrait") == true && failure?.contains("entered") == true, "\(failure ?? "no failure")")
    }

    @Test func aDragOverAHiddenViewIsCaught() throws {
        var (scene, world, tally) = try Self.storyWithDragOverAttachments()
        let attachments = try #require(scene.view("attachments"))
        let failure = world.step(.gesture(.swipeRight), tally: &tally) { attachments.isHidden = true }
        #expect(failure?.contains("no longer shown") == true, "\(failure ?? "no failure")")
    }

    @Test("a magic tap that hides the view a held drag is over leaves it, as a tab change does")
    func aMagicTapThatHidesTheTargetLeavesIt() throws {
        // Found by the walks over generated scenes: the app's magic tap ran, the drag stayed
        // over a view no longer shown, and the drop side was never told it left.
        let scene = try SceneLoader.load(yaml: """
            window: { size: [60, 12], magicTap: { announce: Basket put away, hide: basket } }
            views:
              - id: source
                type: label
                frame: [1, 0, 30, 1]
                text: Milk
                drag: { text: Milk }
                accessibility: { dragSources: [{ name: Drag milk }] }
              - id: basket
                type: list
                frame: [1, 2, 30, 6]
                title: Basket
                accessibility: { element: true, dropPoints: [{ name: Drop into basket }] }
                drop: { accepts: [public.plain-text] }
            """, file: "basket.yaml")
        var world = DragWorld(scene: scene, seed: 1)
        var tally = DragWorld.Tally()
        world.start()
        for gesture: Gesture in [.rotateClockwise, .swipeDown, .doubleTap, .swipeRight, .swipeDown] {
            #expect(world.step(.gesture(gesture), tally: &tally) == nil)
        }
        #expect(world.session.finger.dropTargetView?.accessibilityIdentifier == "basket")
        let failure = world.step(.gesture(.magicTap), tally: &tally)
        #expect(failure == nil, "\(failure ?? "")")
        #expect(world.session.finger.dropTargetView == nil)
        #expect(world.session.finger.log.events.last?.description == "drop basket sessionDidExit")
        #expect(world.step(.gesture(.escape), tally: &tally) == nil)
    }

    /// A screen written in Swift that implements only `itemsForBeginning`: told nothing else.
    private final class BareSource: UIDragInteractionDelegate {
        func dragInteraction(_ interaction: UIDragInteraction, itemsForBeginning session: UIDragSession) -> [UIDragItem] {
            [UIDragItem(itemProvider: NSItemProvider(object: "Milk" as NSString))]
        }
    }

    @Test("a drag from a delegate that implements no callback telling it the drag began or ended keeps the invariants")
    func aDelegateWithoutNoticesKeepsTheInvariants() throws {
        let yaml = """
            window: { size: [60, 12] }
            views:
              - id: source
                type: label
                frame: [1, 0, 30, 1]
                text: Milk
                accessibility: { dragSources: [{ name: Drag milk }] }
              - id: basket
                type: list
                frame: [1, 2, 30, 6]
                title: Basket
                accessibility: { element: true, dropPoints: [{ name: Drop into basket }] }
                drop: { accepts: [public.plain-text] }
            """
        let delegate = BareSource()
        var tally = DragWorld.Tally()
        for seed in Self.seeds {
            let scene = try SceneLoader.load(yaml: yaml, file: "bare.yaml")
            let source = try #require(scene.view("source"))
            source.isUserInteractionEnabled = true
            source.addInteraction(UIDragInteraction(delegate: delegate))
            var world = DragWorld(scene: scene, seed: seed)
            let failure = world.run(gestures: Self.gesturesPerRun, tally: &tally)
            #expect(failure == nil, "seed \(seed): \(failure ?? "")")
            // Asked for its items, the one method it implements, and told nothing.
            let told = world.session.finger.log.events.filter {
                $0.view == "source" && $0.side == .drag && $0.callback != "itemsForBeginning"
            }
            #expect(told.isEmpty, "the bare source was told \(told)")
        }
        // Drags began and none told their app: the check counted what the app implements.
        #expect(tally.began > 0 && tally.toldBegan == 0 && tally.drops > 0, "\(tally)")
        withExtendedLifetime(delegate) {}
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
        /// Drags that began whose app implements the callback that tells it so.
        var toldBegan = 0
        var drops = 0
        var moves = 0
        var dataChanges = 0
        var sourcesRemoved = 0
        /// Drop-side enters, exits, and ends that found the drag inside.
        var enters = 0
        var exits = 0
        var endsWhileInside = 0
        /// Drops within one collection view that moved its item.
        var reorders = 0
        /// Steps after which a collection view held a placeholder; placeholders committed.
        var placeholders = 0
        var commits = 0
        /// Drops into another app than the drag's, and those the target proposed as moves.
        var crossAppDrops = 0
        var crossAppMovesCopied = 0
        /// Drags restricted to their app.
        var restrictedDrags = 0
        /// Steps after which the view the drag had been over was no longer shown (a tab
        /// changed, a button hid it).
        var targetsHidden = 0
        /// The app's own steps (`app push`, `pop`, `present`, `dismiss`) taken while a drag was
        /// held, and those after which the drag was still held on another screen.
        var appStepsWhileDragging = 0
        var dragsCarriedAcrossScreens = 0
        /// Touches on a tab bar while a drag was held.
        var tabTouchesWhileDragging = 0
    }

    let scene: Scene
    let session: ScreenSession
    private var random: SplitMix64
    /// Every drag session seen, kept alive so that identities are never reused.
    private var seen: [AnyObject] = []
    private var ended: Set<ObjectIdentifier> = []
    private var logCount = 0
    private var trail: [String] = []
    /// What the drop side of the drag in flight has been told.
    private var ledger = DropSideLedger()
    /// The apps a view's name (as the log gives it) belongs to.
    private let apps: [String: Set<String>]
    /// The app the drag in flight is restricted to, when it is.
    private var restrictedTo: String?
    /// The app's own steps the walk may take (`push NAME`, `pop`): none unless a test gives
    /// them, so that the walks without them draw the same random numbers as ever.
    var appSteps: [String] = []

    init(scene: Scene, seed: UInt64) {
        self.scene = scene
        session = scene.makeSession()
        random = SplitMix64(seed: seed)
        var apps: [String: Set<String>] = [:]
        // A screen not shown yet is shown in the first window that shows screens.
        let screensApp = scene.windows.first { $0.rootViewController != nil }?.applicationIdentifier
        for view in Self.allViews(in: scene) {
            guard let app = view.window?.applicationIdentifier ?? screensApp else { continue }
            apps[Self.name(of: view), default: []].insert(app)
        }
        self.apps = apps
    }

    /// Every view of the scene's windows, the windows included, and of its screens, shown or
    /// not (a screen pushed later holds what only drops may change too); each once.
    static func allViews(in scene: Scene) -> [UIView] {
        var found: [UIView] = []
        var visited = Set<ObjectIdentifier>()
        var pending: [UIView] = scene.windows
        // Their own views, made when the scene loads: a screen's view is loaded only when shown.
        pending += scene.screenOrder.map(\.content)
        while let view = pending.popLast() {
            guard visited.insert(ObjectIdentifier(view)).inserted else { continue }
            found.append(view)
            pending += view.subviews
        }
        return found
    }

    /// A view's name as the callback log gives it.
    static func name(of view: UIView) -> String {
        view.accessibilityIdentifier ?? String(describing: type(of: view))
    }

    /// The one app a logged view's name belongs to; `nil` when the name is shared across apps.
    private func app(of name: String) -> String? {
        guard let found = apps[name], found.count == 1 else { return nil }
        return found.first
    }

    /// Starts the session: the screen appears.
    mutating func start() {
        session.start()
        logCount = session.finger.log.events.count
    }

    /// Runs `gestures` random steps; returns the first broken promise, if any.
    mutating func run(gestures: Int, tally: inout Tally) -> String? {
        start()
        for _ in 0..<gestures {
            if let failure = step(randomAction(), tally: &tally) { return failure }
        }
        // A drag still held is cancelled, and must end as any other; then every load finishes,
        // and no placeholder may be left.
        if session.finger.isDragging, let failure = step(.gesture(.escape), tally: &tally) { return failure }
        return step(.wait(60), tally: &tally)
    }

    /// Performs one step as the script runner does, then checks every promise. `meddle` runs
    /// after the step and before the checks (to show the checks catch what they should).
    mutating func step(_ action: ScriptStep.Action, tally: inout Tally,
                       meddle: () -> Void = {}) -> String? {
        let before = Snapshot(scene)
        let activeBefore = session.finger.system.activeSessions.map { $0 as AnyObject }
        let itemsBefore = session.finger.system.activeSessions.first?.items.count ?? 0
        let sourceAppBefore = session.finger.sourceApplication
        let targetBefore = session.finger.dropTargetView
        let loadsWerePending = !session.finger.clock.isIdle
        trail.append(Self.name(of: action))
        let screenBefore = Self.shownScreens(in: scene)
        if case .gesture(.touch(let point)) = action, !activeBefore.isEmpty {
            var hit = session.finger.system.hitView(at: point)
            while let view = hit, !(view is UITabBar) { hit = view.superview }
            if hit != nil { tally.tabTouchesWhileDragging += 1 }
        }
        session.step(action)
        meddle()
        if case .app = action, !activeBefore.isEmpty {
            tally.appStepsWhileDragging += 1
            if session.finger.isDragging, Self.shownScreens(in: scene) != screenBefore { tally.dragsCarriedAcrossScreens += 1 }
        }

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
        // An app is told only through the callbacks it implements (a screen written in Swift
        // may implement neither): the drag system says which each drag's app listens to, by the
        // names the log gives them, and each is logged once.
        let system = session.finger.system
        let toldBegan = began.compactMap { ($0 as? UIDragSession).flatMap { system.notices(of: $0).began } }
        let toldEnded = left.compactMap { ($0 as? UIDragSession).flatMap { system.notices(of: $0).ended } }
        let beginCalls = events.filter { $0.side == .drag && Self.beginCallbacks.contains($0.callback) }.map(\.callback)
        let endCalls = events.filter { $0.side == .drag && Self.endCallbacks.contains($0.callback) }.map(\.callback)
        guard beginCalls.sorted() == toldBegan.sorted() else {
            return failed("\(began.count) drags began, \(toldBegan.count) to apps that listen, "
                + "the apps were told of \(beginCalls.count): \(events)")
        }
        guard endCalls.sorted() == toldEnded.sorted() else {
            return failed("\(left.count) drags ended, \(toldEnded.count) to apps that listen, "
                + "the apps were told of \(endCalls.count): \(events)")
        }
        tally.began += began.count
        tally.toldBegan += toldBegan.count

        // The drop side: enters balanced by an exit or an end, proposals and drops only inside.
        for event in events where event.side == .drop {
            if let problem = ledger.take(event) { return failed(problem + ": \(events)") }
            if DropSideLedger.enters.contains(event.callback) { tally.enters += 1 }
            if DropSideLedger.exits.contains(event.callback) { tally.exits += 1 }
        }
        let endsInside = ledger.endsInside
        if !left.isEmpty {
            if let problem = ledger.dragEnded() { return failed(problem + ": \(events)") }
            tally.endsWhileInside += endsInside
            ledger = DropSideLedger()
        }
        if let failure = checkTarget(before: targetBefore, tally: &tally) { return failed(failure) }

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

        if let failure = checkApps(events, dropIndex: dropIndex, sourceApp: sourceAppBefore, tally: &tally) {
            return failed(failure)
        }
        if let failure = checkCollections(events, before: before, after: after, itemsBefore: itemsBefore, tally: &tally) {
            return failed(failure)
        }
        if !left.isEmpty { restrictedTo = nil }
        return nil
    }

    /// The drag is never over a view no longer shown, and the drop side agrees with the system
    /// about which interaction the drag is inside.
    private func checkTarget(before: UIView?, tally: inout Tally) -> String? {
        let target = session.finger.dropTargetView
        if let target, !target.isVisibleInWindow {
            return "the drag is over \(Self.name(of: target)), which is no longer shown"
        }
        if let before, !before.isVisibleInWindow, session.finger.isDragging { tally.targetsHidden += 1 }
        guard session.finger.isDragging else { return nil }
        let expected: Set<String> = target.map { [Self.name(of: $0)] } ?? []
        guard ledger.inside == expected else {
            return "the drag is over \(expected.sorted()), the drop side was told it is inside \(ledger.inside.sorted())"
        }
        return nil
    }

    /// A drop into another app is a copy, whatever the target proposed; a restricted drag
    /// never reaches another app's drop interactions.
    private mutating func checkApps(_ events: [DragEvent], dropIndex: Int?, sourceApp: String?,
                                    tally: inout Tally) -> String? {
        if events.contains(where: {
            $0.side == .drag && Self.restrictionCallbacks.contains($0.callback) && $0.detail == "true"
        }) {
            restrictedTo = session.finger.sourceApplication
            tally.restrictedDrags += 1
        }
        if let restrictedTo {
            // The drop side's callbacks about this drag; a placeholder of an earlier drop may be
            // committed meanwhile, in any app.
            for event in events where event.side == .drop && Self.sessionCallbacks.contains(event.callback) {
                if let app = app(of: event.view), app != restrictedTo {
                    return "a drag restricted to \(restrictedTo) reached \(event.view) in \(app): \(events)"
                }
            }
        }
        guard let dropIndex, let sourceApp, let targetApp = app(of: events[dropIndex].view), targetApp != sourceApp else {
            return nil
        }
        tally.crossAppDrops += 1
        let proposedMove = events[..<dropIndex].last { $0.side == .drop && DropSideLedger.updates.contains($0.callback) }?
            .detail?.split(separator: " ").contains("move") == true
        if proposedMove { tally.crossAppMovesCopied += 1 }
        if let ending = events.first(where: { $0.side == .drag && ["willEndWith", "didEndWith"].contains($0.callback) }),
           ending.detail != "copy" {
            return "a drop from \(sourceApp) into \(targetApp) ended with \(ending.detail ?? "nothing"), not a copy: \(events)"
        }
        return nil
    }

    /// A drop that moves one item within a collection view keeps its items, reordered; a
    /// collection view holds placeholders only while loads are under way, and says how many
    /// items it has, placeholders included.
    private func checkCollections(_ events: [DragEvent], before: Snapshot, after: Snapshot, itemsBefore: Int,
                                  tally: inout Tally) -> String? {
        tally.commits += events.filter { $0.callback == "commitInsertion" }.count
        for view in Self.allViews(in: scene) {
            guard let collection = view as? UICollectionView, let source = collection.dataSource as? SceneCollection else {
                continue
            }
            let name = Self.name(of: collection)
            if collection.hasUncommittedUpdates {
                tally.placeholders += 1
                guard !session.finger.clock.isIdle else {
                    return "\(name) holds a placeholder with no load under way"
                }
            } else if collection.numberOfItems(inSection: 0) != source.items.count {
                return "\(name) shows \(collection.numberOfItems(inSection: 0)) items and holds \(source.items.count)"
            }
            // A drag from the collection view dropped into itself, moving its one item.
            let key = ObjectIdentifier(collection)
            let performed = events.contains { $0.side == .drop && $0.view == name && $0.callback == "performDropWith" }
            let fromItself = events.contains { $0.side == .drag && $0.view == name && $0.callback == "dragSessionDidEnd" }
            let moved = events.last { $0.side == .drop && $0.view == name && $0.callback == "dropSessionDidUpdate" }?
                .detail?.split(separator: " ").contains("move") == true
            guard performed, fromItself, moved, itemsBefore == 1 else { continue }
            tally.reorders += 1
            guard before.collectionItems[key]?.value == after.collectionItems[key]?.value,
                  source.items.count == before.collectionItems[key]?.value.values.reduce(0, +) else {
                return "a reorder of \(name) changed its items: \(before.data[key]?.value ?? "") → \(after.data[key]?.value ?? "")"
            }
        }
        return nil
    }

    static let beginCallbacks: Set<String> = ["sessionWillBegin", "dragSessionWillBegin"]
    static let endCallbacks: Set<String> = ["didEndWith", "dragSessionDidEnd"]
    static let dropCallbacks: Set<String> = ["performDrop", "performDropWith"]
    /// The drop side's callbacks about the drag in flight.
    static let sessionCallbacks: Set<String> = DropSideLedger.enters.union(DropSideLedger.exits).union(DropSideLedger.updates)
        .union(DropSideLedger.performs).union(DropSideLedger.ends).union(["canHandle"])
    static let restrictionCallbacks: Set<String> = [
        "sessionIsRestrictedToDraggingApplication", "dragSessionIsRestrictedToDraggingApplication",
    ]

    /// The scene's screens whose views are in a window, by name.
    static func shownScreens(in scene: Scene) -> Set<String> {
        Set(scene.screens.filter { $0.value.viewIfLoaded?.window != nil }.map(\.key))
    }

    /// A random VoiceOver gesture. Often it is the next of a plan a user would follow to act:
    /// turn the rotor to Actions, swipe down to an action, double tap, so that drags start,
    /// hover and drop (a walk of single random gestures seldom gets that far).
    private mutating func randomAction() -> ScriptStep.Action {
        if tapsNext {
            tapsNext = false
            return .gesture(.doubleTap)
        }
        // The app pushes, pops, presents or dismisses by itself, most often while a drag is held.
        if !appSteps.isEmpty, Int.random(in: 0..<100, using: &random) < (session.finger.isDragging ? 25 : 5) {
            plan = nil
            return .app(appSteps[Int.random(in: 0..<appSteps.count, using: &random)])
        }
        // While a drag is held over a target, now and then a control (a tab, a button) is
        // touched and activated instead of dropping, as a user carrying a drag does, or the app's
        // magic tap is made: either may hide the target.
        if session.finger.dropTargetView != nil, Int.random(in: 0..<100, using: &random) < 20 {
            plan = nil
            guard Int.random(in: 0..<3, using: &random) > 0, let point = controlPoint() else { return .gesture(.magicTap) }
            tapsNext = true
            return .gesture(.touch(point))
        }
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
    /// Whether the next step double taps what a touch just focused.
    private var tapsNext = false

    /// A random point on a shown button or tab bar, on the screen.
    private mutating func controlPoint() -> CGPoint? {
        let controls = Self.allViews(in: scene).filter { ($0 is UIButton || $0 is UITabBar) && $0.isVisibleInWindow }
        guard !controls.isEmpty else { return nil }
        let control = controls[Int.random(in: 0..<controls.count, using: &random)]
        let x = Int.random(in: 0..<max(1, Int(control.bounds.width)), using: &random)
        return control.screenPoint(for: CGPoint(x: x, y: 0))
    }

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
