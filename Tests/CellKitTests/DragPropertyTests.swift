import CellKit
import RotorTestSupport
import Testing

/// Random hierarchies driven by random finger sequences, thousands of times, while views are
/// hidden and shown under the drags. Each run checks the promises every drag keeps, whatever the
/// app and the user do: among them, a drop interaction is entered at most once at a time per
/// session, is asked for proposals and performs drops only while the session is inside, and
/// every enter is balanced by an exit or an end; no drag stays over a view no longer shown.
@MainActor
@Suite("Drag and drop properties", .cellsScreen)
struct DragPropertyTests {
    nonisolated static let runs = 2_000

    @Test func everyRandomRunKeepsTheSessionPromises() {
        var failures: [String] = []
        for seed in 1...UInt64(Self.runs) {
            var world = RandomWorld(seed: seed)
            if let failure = world.run() {
                failures.append("seed \(seed): \(failure)")
            }
        }
        #expect(failures.isEmpty, "\(failures.count) runs broke a promise; first: \(failures.first ?? "")")
    }
}

/// What every delegate of one run saw, by session.
@MainActor
final class Ledger {
    /// Sessions kept alive so that their identities are never reused within a run.
    var sessions: [AnyObject] = []
    var began: [ObjectIdentifier: Int] = [:]
    var willEnd: [ObjectIdentifier: Int] = [:]
    var didEnd: [ObjectIdentifier: Int] = [:]
    /// Drag sessions some drop performed for (by the drop side's local drag session).
    var performedFor: Set<ObjectIdentifier> = []
    /// Per drop interaction's view, the drop sessions it was touched by and told ended.
    var touched: [String: [ObjectIdentifier: Int]] = [:]
    var ended: [String: [ObjectIdentifier: Int]] = [:]
    /// Per drop interaction's view, the drop sessions inside it: entered, not yet left or ended.
    var inside: [String: Set<ObjectIdentifier>] = [:]
    var problems: [String] = []

    func keep(_ session: AnyObject) -> ObjectIdentifier {
        if !sessions.contains(where: { $0 === session }) { sessions.append(session) }
        return ObjectIdentifier(session)
    }
}

/// Where the run's tokens live: each source's own, each target's received.
@MainActor
final class Model {
    var sources: [String: [String]] = [:]
    var received: [String: [String]] = [:]

    var snapshot: [String: [String]] {
        sources.merging(received.map { ("in:" + $0.key, $0.value) }) { a, _ in a }
    }

    /// A move took these tokens away from whichever source held them.
    func remove(_ tokens: [String]) {
        for key in sources.keys {
            sources[key]?.removeAll { tokens.contains($0) }
        }
    }
}

final class RandomSource: UIDragInteractionDelegate {
    let id: String
    let model: Model
    let ledger: Ledger
    let gives: Int
    let allowsMove: Bool
    let restricted: Bool

    init(id: String, model: Model, ledger: Ledger, gives: Int, allowsMove: Bool, restricted: Bool) {
        self.id = id
        self.model = model
        self.ledger = ledger
        self.gives = gives
        self.allowsMove = allowsMove
        self.restricted = restricted
    }

    private func items(_ tokens: [String]) -> [UIDragItem] {
        tokens.map { token in
            let item = UIDragItem(itemProvider: NSItemProvider(object: token as NSString))
            item.localObject = token
            return item
        }
    }

    func dragInteraction(_ interaction: UIDragInteraction, itemsForBeginning session: UIDragSession) -> [UIDragItem] {
        items(Array((model.sources[id] ?? []).prefix(gives)))
    }

    func dragInteraction(_ interaction: UIDragInteraction, itemsForAddingTo session: UIDragSession,
                         withTouchAt point: CGPoint) -> [UIDragItem] {
        let present = Set(session.items.compactMap { $0.localObject as? String })
        return items((model.sources[id] ?? []).filter { !present.contains($0) })
    }

    func dragInteraction(_ interaction: UIDragInteraction, sessionWillBegin session: UIDragSession) {
        ledger.began[ledger.keep(session), default: 0] += 1
    }

    func dragInteraction(_ interaction: UIDragInteraction, sessionAllowsMoveOperation session: UIDragSession) -> Bool {
        allowsMove
    }

    func dragInteraction(_ interaction: UIDragInteraction,
                         sessionIsRestrictedToDraggingApplication session: UIDragSession) -> Bool {
        restricted
    }

    func dragInteraction(_ interaction: UIDragInteraction, session: UIDragSession, willEndWith operation: UIDropOperation) {
        let id = ledger.keep(session)
        ledger.willEnd[id, default: 0] += 1
        if ledger.didEnd[id] != nil { ledger.problems.append("willEndWith after didEndWith") }
    }

    func dragInteraction(_ interaction: UIDragInteraction, session: UIDragSession, didEndWith operation: UIDropOperation) {
        let id = ledger.keep(session)
        ledger.didEnd[id, default: 0] += 1
        guard operation == .move else { return }
        if !allowsMove { ledger.problems.append("a move the source did not allow") }
        if !ledger.performedFor.contains(id) {
            ledger.problems.append("a move ended without a drop performing it")
        }
        model.remove(session.items.compactMap { $0.localObject as? String })
    }
}

final class RandomTarget: UIDropInteractionDelegate {
    let id: String
    let model: Model
    let ledger: Ledger
    let accepts: Bool
    let operation: UIDropOperation

    init(id: String, model: Model, ledger: Ledger, accepts: Bool, operation: UIDropOperation) {
        self.id = id
        self.model = model
        self.ledger = ledger
        self.accepts = accepts
        self.operation = operation
    }

    private func touch(_ session: UIDropSession) {
        let key = ledger.keep(session)
        if ledger.ended[id]?[key] != nil { ledger.problems.append("\(id) touched after sessionDidEnd") }
        ledger.touched[id, default: [:]][key, default: 0] += 1
    }

    func dropInteraction(_ interaction: UIDropInteraction, canHandle session: UIDropSession) -> Bool { accepts }

    /// Whether `session` is inside this interaction; a problem when it is not as `expected`.
    private func requireInside(_ session: UIDropSession, _ expected: Bool, _ callback: String) {
        let isInside = ledger.inside[id]?.contains(ledger.keep(session)) == true
        if isInside != expected {
            ledger.problems.append("\(id) got \(callback) while the session was \(isInside ? "inside" : "not inside")")
        }
    }

    func dropInteraction(_ interaction: UIDropInteraction, sessionDidEnter session: UIDropSession) {
        requireInside(session, false, "sessionDidEnter")
        touch(session)
        ledger.inside[id, default: []].insert(ledger.keep(session))
    }

    func dropInteraction(_ interaction: UIDropInteraction, sessionDidUpdate session: UIDropSession) -> UIDropProposal {
        requireInside(session, true, "sessionDidUpdate")
        touch(session)
        return UIDropProposal(operation: operation)
    }

    func dropInteraction(_ interaction: UIDropInteraction, sessionDidExit session: UIDropSession) {
        requireInside(session, true, "sessionDidExit")
        touch(session)
        ledger.inside[id]?.remove(ledger.keep(session))
    }

    func dropInteraction(_ interaction: UIDropInteraction, performDrop session: UIDropSession) {
        requireInside(session, true, "performDrop")
        if let local = session.localDragSession { ledger.performedFor.insert(ledger.keep(local)) }
        let id = id
        session.loadObjects(ofClass: NSString.self) { [model] objects in
            model.received[id, default: []] += objects.compactMap { $0 as? NSString }.map { String($0) }
        }
    }

    func dropInteraction(_ interaction: UIDropInteraction, sessionDidEnd session: UIDropSession) {
        let key = ledger.keep(session)
        if ledger.touched[id]?[key] == nil { ledger.problems.append("\(id) told of an end it never saw") }
        ledger.ended[id, default: [:]][key, default: 0] += 1
        ledger.inside[id]?.remove(key)
    }
}

/// One run: a random screen of one or two apps, and a random sequence of touches by two fingers.
@MainActor
struct RandomWorld {
    private var random: SplitMix64
    private let model = Model()
    private let ledger = Ledger()
    private var delegates: [AnyObject] = []
    private var views: [UIView] = []
    private var windows: [UIWindow] = []

    init(seed: UInt64) {
        random = SplitMix64(seed: seed)
    }

    private mutating func chance(_ p: Double) -> Bool { Double.random(in: 0..<1, using: &random) < p }
    private mutating func number(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &random) }

    private mutating func build() {
        let apps = number(1...2)
        for app in 0..<apps {
            let window = UIWindow(frame: CGRect(x: 40 * app, y: 0, width: 40, height: 20), applicationIdentifier: "app\(app)")
            windows.append(window)
            var parents: [UIView] = [window]
            for _ in 0..<number(2...7) {
                let parent = parents[number(0...(parents.count - 1))]
                let width = max(2, Int(parent.bounds.width) / 2), height = max(2, Int(parent.bounds.height) / 2)
                let view = UIView(frame: CGRect(x: number(0...width), y: number(0...height),
                                                width: number(2...width), height: number(2...height)))
                let id = "v\(views.count)"
                view.accessibilityIdentifier = id
                view.isHidden = chance(0.05)
                view.isUserInteractionEnabled = !chance(0.05)
                parent.addSubview(view)
                parents.append(view)
                views.append(view)
                if chance(0.6) {
                    model.sources[id] = (0..<number(0...3)).map { "\(id).\($0)" }
                    let source = RandomSource(id: id, model: model, ledger: ledger, gives: number(0...3),
                                              allowsMove: chance(0.7), restricted: chance(0.2))
                    delegates.append(source)
                    view.addInteraction(UIDragInteraction(delegate: source))
                }
                if chance(0.6) {
                    let operations: [UIDropOperation] = [.cancel, .forbidden, .copy, .move]
                    let target = RandomTarget(id: id, model: model, ledger: ledger, accepts: chance(0.8),
                                              operation: operations[number(0...3)])
                    delegates.append(target)
                    let interaction = UIDropInteraction(delegate: target)
                    interaction.allowsSimultaneousDropSessions = chance(0.3)
                    view.addInteraction(interaction)
                }
            }
        }
    }

    private mutating func point() -> CGPoint {
        if !views.isEmpty && chance(0.75) {
            let view = views[number(0...(views.count - 1))]
            return view.screenPoint(for: CGPoint(x: view.bounds.midX, y: view.bounds.midY))
        }
        return CGPoint(x: number(0...79), y: number(0...19))
    }

    /// Runs the sequence; returns the first broken promise, if any.
    mutating func run() -> String? {
        build()
        let system = DragSystem(windows: windows)
        let fingers = [Finger(system: system), Finger(system: system)]
        for _ in 0..<number(5...30) {
            let finger = fingers[number(0...1)]
            switch number(0...9) {
            case 0...2: finger.longPress(at: point())
            case 3...5: finger.move(to: point())
            case 6:
                if chance(0.5) {
                    system.tap(at: point())
                } else if !views.isEmpty {
                    // The screen changes under the drags (a tab, a hidden view): every finger is told.
                    let view = views[number(0...(views.count - 1))]
                    view.isHidden.toggle()
                    for finger in fingers { finger.screenDidChange() }
                }
            case 7: system.clock.advance(by: Double(number(0...2)))
            default:
                if let failure = end(finger, cancelling: chance(0.3)) { return failure }
            }
            if let problem = ledger.problems.first { return problem }
            for finger in fingers {
                if let target = finger.dropTargetView, !target.isVisibleInWindow {
                    return "a drag is over \(target.accessibilityIdentifier ?? "a view"), which is no longer shown"
                }
            }
        }
        for finger in fingers {
            if let failure = end(finger, cancelling: false) { return failure }
        }
        return finalCheck()
    }

    /// Ends a finger's drag and checks what the models gained and lost.
    private mutating func end(_ finger: Finger, cancelling: Bool) -> String? {
        guard let session = finger.session else { return nil }
        finger.clock.runUntilIdle()
        let before = model.snapshot
        let tokens = session.items.compactMap { $0.localObject as? String }
        let target = finger.dropTargetView?.accessibilityIdentifier
        let operation: UIDropOperation
        if cancelling {
            finger.cancel()
            operation = .cancel
        } else {
            operation = finger.release()
        }
        finger.clock.runUntilIdle()
        var expected = before
        switch operation {
        case .cancel, .forbidden:
            break
        case .copy, .move:
            guard let target else { return "a \(operation) with no target" }
            expected["in:" + target, default: []] += tokens
            if operation == .move {
                for key in model.sources.keys { expected[key]?.removeAll { tokens.contains($0) } }
            }
        }
        let after = model.snapshot
        guard after == expected else {
            return "after a \(operation) of \(tokens): expected \(expected.filter { $0.value != before[$0.key] }), "
                + "found \(after.filter { $0.value != before[$0.key] })"
        }
        return ledger.problems.first
    }

    private func finalCheck() -> String? {
        for (session, count) in ledger.began where count != 1 || ledger.didEnd[session] != 1 || ledger.willEnd[session] != 1 {
            return "a session began \(count)×, willEnd \(ledger.willEnd[session] ?? 0)×, didEnd \(ledger.didEnd[session] ?? 0)×"
        }
        for (view, sessions) in ledger.inside where !sessions.isEmpty {
            return "\(view) was entered by a session and never left nor told it ended"
        }
        for (view, sessions) in ledger.touched {
            for (session, _) in sessions where ledger.ended[view]?[session] != 1 {
                return "\(view) was touched by a session and told of its end \(ledger.ended[view]?[session] ?? 0)×"
            }
        }
        return ledger.problems.first
    }
}
