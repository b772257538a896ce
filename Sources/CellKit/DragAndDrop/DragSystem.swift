import Foundation

/// The system side of drag and drop: the sessions in flight, and the rules by which UIKit calls
/// the apps' delegates. Fingers drive it; several fingers may each hold a drag, as on an iPad.
///
/// What the screen owns (its windows, virtual clock, callback log, and where touches land) is its
/// window scene's (`windowScene`); the system reads and writes them there. Every delegate
/// callback is made in UIKit's order and recorded in `log`.
@preconcurrency @MainActor
public final class DragSystem {
    /// The screen the drags are on: it owns the windows, the clock, the log and hit testing.
    public let windowScene: UIWindowScene

    /// The windows on the screen, back to front (the window scene's).
    public var windows: [UIWindow] {
        get { windowScene.windows }
        set { windowScene.show(newValue) }
    }
    /// The time item providers load on and `sessionDidTransferItems` waits on (the window
    /// scene's).
    public var clock: VirtualClock { windowScene.virtualClock }
    /// Every delegate callback, in UIKit's order (the window scene's).
    public var log: DragEventLog { windowScene.callbackLog }
    /// The sessions lifted and not yet ended, oldest first.
    @exclusivity(unchecked) private(set) var sessions: [SimulatedDragSession] = []
    /// CellKit's own: whether hit tests are kept for the next touch at the same point (the
    /// window scene's `keepsHits`).
    package var keepsHits: Bool {
        get { windowScene.keepsHits }
        set { windowScene.keepsHits = newValue }
    }

    /// A drag system for a screen showing `windows`, back to front, on the window scene of the
    /// first of them that has one (a window made with `UIWindow(windowScene:)`), or else on a
    /// new scene on the first window's screen. Every window joins that scene, which takes
    /// `clock` and `log`.
    public init(windows: [UIWindow], clock: VirtualClock = VirtualClock(), log: DragEventLog = DragEventLog()) {
        windowScene = windows.lazy.compactMap(\.windowScene).first
            ?? UIWindowScene(screen: windows.first?.screen ?? UIScreen.main)
        windowScene.virtualClock = clock
        windowScene.callbackLog = log
        windowScene.show(windows)
    }

    /// CellKit's own: the clock every kept answer about this screen is checked against (the
    /// window scene's `treeClock`).
    package var treeClock: ViewTreeClock { windowScene.treeClock }

    /// The drags in flight, oldest first.
    public var activeSessions: [UIDragSession] { sessions }

    // MARK: Hit testing

    /// The front-most shown window containing a screen point.
    public func window(at point: CGPoint) -> UIWindow? {
        windowScene.window(at: point)
    }

    /// The view a touch at a screen point lands on; the answer is kept for each point until
    /// something it depends on changes (`UIWindowScene.hitView(at:)`).
    public func hitView(at point: CGPoint) -> UIView? {
        windowScene.hitView(at: point)
    }

    // MARK: Lifting

    /// Asks the drag interactions from the view under `point` outwards, innermost first, for
    /// items; the first that gives some starts a session, lifted but not yet begun.
    func lift(at point: CGPoint) -> SimulatedDragSession? {
        guard let hit = hitView(at: point), let window = hit.window else { return nil }
        return lift(at: point, asking: Self.dragInteractions(from: hit), in: window)
    }

    /// CellKit's own: asks only `interaction` for items at `point`, whatever view a touch there
    /// would land on, as VoiceOver does for a drag source descriptor (the descriptor's view
    /// decides, not a hit test). A disabled interaction, or one whose view is in no window,
    /// gives nothing.
    func lift(at point: CGPoint, with interaction: UIDragInteraction) -> SimulatedDragSession? {
        guard interaction.isEnabled, interaction.delegate != nil, let window = interaction.view?.window else { return nil }
        return lift(at: point, by: interaction, in: window)
    }

    private func lift(at point: CGPoint, asking interactions: [UIDragInteraction], in window: UIWindow) -> SimulatedDragSession? {
        for interaction in interactions {
            if let session = lift(at: point, by: interaction, in: window) { return session }
        }
        return nil
    }

    /// Asks one interaction for items; a session, lifted, when it gives some.
    private func lift(at point: CGPoint, by interaction: UIDragInteraction, in window: UIWindow) -> SimulatedDragSession? {
        guard let delegate = interaction.delegate else { return nil }
        let session = SimulatedDragSession(system: self, source: interaction,
                                           sourceApplication: window.applicationIdentifier, location: point)
        let items = delegate.dragInteraction(interaction, itemsForBeginning: session)
        record(.drag, interaction, "itemsForBeginning", Self.count(items.count))
        guard !items.isEmpty else { return nil }
        session.append(items, from: interaction, previews: liftPreviews(of: items, by: interaction, in: session))
        let animator = DragAnimator()
        callOptional("dragInteraction(_:willAnimateLiftWith:session:)", .drag, interaction, "willAnimateLift") {
            delegate.dragInteraction(interaction, willAnimateLiftWith: animator, session: session)
        }
        animator.finish(at: .end)
        sessions.append(session)
        return session
    }

    private func liftPreviews(of items: [UIDragItem], by interaction: UIDragInteraction,
                              in session: SimulatedDragSession) -> [UITargetedDragPreview?] {
        var previews: [UITargetedDragPreview?] = []
        previews.reserveCapacity(items.count)
        guard let delegate = interaction.delegate else { return items.map { _ in nil } }
        for (index, item) in items.enumerated() {
            let preview = callOptional("dragInteraction(_:previewForLifting:session:)", .drag, interaction, "previewForLifting",
                                   detail: { "item \(session.items.count + index) " + Self.shown($0) }) {
                delegate.dragInteraction(interaction, previewForLifting: item, session: session)
            }
            previews.append(preview)
        }
        return previews
    }

    /// The enabled drag interactions with delegates from `view` up to its window, innermost
    /// first.
    private static func dragInteractions(from view: UIView) -> [UIDragInteraction] {
        var found: [UIDragInteraction] = []
        for host in view.interactionHostsUpward {
            for case let interaction as UIDragInteraction in host.interactions
            where interaction.isEnabled && interaction.delegate != nil {
                found.append(interaction)
            }
        }
        return found
    }

    // MARK: Moving

    /// Moves a session to a screen point: the first move begins it; each move updates the drop
    /// target under the point.
    func move(_ session: SimulatedDragSession, to point: CGPoint) {
        move(session, to: point, aimedAt: nil)
    }

    /// CellKit's own: moves a session to a screen point over one drop interaction, as VoiceOver
    /// does for a drop point descriptor: `interaction` is the only candidate target (asked
    /// `canHandle` as a finger's target would be), whatever view a touch there would land on.
    func move(_ session: SimulatedDragSession, to point: CGPoint, over interaction: UIDropInteraction) {
        move(session, to: point, aimedAt: interaction)
    }

    private func move(_ session: SimulatedDragSession, to point: CGPoint, aimedAt aimed: UIDropInteraction?) {
        let source = session.source
        session.screenLocation = point
        if let delegate = source.delegate {
            if !session.hasBegun {
                session.hasBegun = true
                callOptional("dragInteraction(_:sessionWillBegin:)", .drag, source, "sessionWillBegin") {
                    delegate.dragInteraction(source, sessionWillBegin: session)
                }
                session.allowsMoveOperation = callOptional(
                    "dragInteraction(_:sessionAllowsMoveOperation:)", .drag, source, "sessionAllowsMoveOperation",
                    detail: { "\($0)" }) { delegate.dragInteraction(source, sessionAllowsMoveOperation: session) }
                session.isRestrictedToDraggingApplication = callOptional(
                    "dragInteraction(_:sessionIsRestrictedToDraggingApplication:)", .drag, source,
                    "sessionIsRestrictedToDraggingApplication", detail: { "\($0)" }) {
                    delegate.dragInteraction(source, sessionIsRestrictedToDraggingApplication: session)
                }
                session.prefersFullSizePreviews = callOptional(
                    "dragInteraction(_:prefersFullSizePreviewsFor:)", .drag, source, "prefersFullSizePreviews",
                    detail: { "\($0)" }) { delegate.dragInteraction(source, prefersFullSizePreviewsFor: session) }
                askItemsForCarriedPreviews(session)
            }
            callOptional("dragInteraction(_:sessionDidMove:)", .drag, source, "sessionDidMove") {
                delegate.dragInteraction(source, sessionDidMove: session)
            }
        }
        updateDestination(of: session, to: aimed.map { aimedCandidate($0, for: session) } ?? dropCandidate(for: session))
    }

    /// The lift is over: each item with a `previewProvider` is asked for the preview it is
    /// carried as (UIKit asks when it needs one; a drag needs them once the lift ends).
    private func askItemsForCarriedPreviews(_ session: SimulatedDragSession) {
        for (index, item) in session.items.enumerated() {
            guard let provider = item.previewProvider else { continue }
            let preview = provider()
            session.carriedPreviews[ObjectIdentifier(item)] = preview
            record(.drag, session.itemOwners[index], "previewProvider", "item \(index) " + (preview == nil ? "hidden" : "shown"))
        }
    }

    /// Sends exit and enter when the session's target changes to `candidate`, then asks the
    /// target for a proposal.
    private func updateDestination(of session: SimulatedDragSession, to candidate: UIDropInteraction?) {
        if candidate !== session.target {
            if let old = session.target, let delegate = old.delegate {
                callOptional("dropInteraction(_:sessionDidExit:)", .drop, old, "sessionDidExit") {
                    delegate.dropInteraction(old, sessionDidExit: session.dropSession(for: old))
                }
            }
            session.target = candidate
            session.proposal = nil
            if let new = candidate {
                if !session.touched.contains(where: { $0 === new }) { session.touched.append(new) }
                if let delegate = new.delegate {
                    callOptional("dropInteraction(_:sessionDidEnter:)", .drop, new, "sessionDidEnter") {
                        delegate.dropInteraction(new, sessionDidEnter: session.dropSession(for: new))
                    }
                }
            }
        }
        askForProposal(session)
    }

    /// The drop interaction under the session's location: from the hit view outwards, the first
    /// whose delegate can handle the session.
    private func dropCandidate(for session: SimulatedDragSession) -> UIDropInteraction? {
        guard let hit = hitView(at: session.screenLocation) else { return nil }
        let application = hit.window?.applicationIdentifier
        // A restricted session is invisible to every other app.
        if session.isRestrictedToDraggingApplication && application != session.sourceApplication { return nil }
        for host in hit.interactionHostsUpward {
            for case let interaction as UIDropInteraction in host.interactions where accepts(interaction, session) {
                return interaction
            }
        }
        return nil
    }

    /// `interaction` as the target, when it is in a window and takes the session.
    private func aimedCandidate(_ interaction: UIDropInteraction, for session: SimulatedDragSession) -> UIDropInteraction? {
        guard let window = interaction.view?.window else { return nil }
        if session.isRestrictedToDraggingApplication && window.applicationIdentifier != session.sourceApplication { return nil }
        return accepts(interaction, session) ? interaction : nil
    }

    /// Whether a drop interaction takes the session: the current target does; one that refused
    /// does not until the items change; others are asked `canHandle`.
    private func accepts(_ interaction: UIDropInteraction, _ session: SimulatedDragSession) -> Bool {
        guard let delegate = interaction.delegate,
              session.refusing[ObjectIdentifier(interaction)] == nil,
              !isHeld(interaction, byOtherThan: session) else { return false }
        if interaction === session.target { return true }
        let accepts = callOptional("dropInteraction(_:canHandle:)", .drop, interaction, "canHandle", detail: { "\($0)" }) {
            delegate.dropInteraction(interaction, canHandle: session.dropSession(for: interaction))
        }
        if !accepts { session.refusing[ObjectIdentifier(interaction)] = interaction }
        return accepts
    }

    /// CellKit's own [sim]: when the screen changes under a held drag (a tab changed, a view
    /// hidden), a target whose view is no longer shown is left (`sessionDidExit`), so the drag is
    /// over nothing; UIKit documents no such case.
    func leaveTargetIfGone(_ session: SimulatedDragSession) {
        guard let target = session.target, !(target.view?.isVisibleInWindow ?? false) else { return }
        updateDestination(of: session, to: nil)
    }

    /// Whether another session is inside `interaction`, which then ignores newcomers unless it
    /// allows simultaneous drop sessions.
    private func isHeld(_ interaction: UIDropInteraction, byOtherThan session: SimulatedDragSession) -> Bool {
        !interaction.allowsSimultaneousDropSessions
            && sessions.contains { $0 !== session && $0.target === interaction }
    }

    private func askForProposal(_ session: SimulatedDragSession) {
        guard let target = session.target, let delegate = target.delegate else { return }
        // Without `sessionDidUpdate` the default proposal is `.cancel`: the view takes no drop.
        session.proposal = callOptional("dropInteraction(_:sessionDidUpdate:)", .drop, target, "sessionDidUpdate",
                                    detail: { "\($0.operation)" }) {
            delegate.dropInteraction(target, sessionDidUpdate: session.dropSession(for: target))
        }
    }

    // MARK: Adding

    /// A tap at a screen point by a finger not holding a drag. In the app of a session in
    /// flight, the drag interactions under the tap (innermost first) may add items to it; when
    /// none does, the tap is handled as a plain tap (a collection view selects the item).
    /// Returns whether the tap did anything.
    @discardableResult
    public func tap(at point: CGPoint) -> Bool {
        tap(at: point, addingToDrags: true)
    }

    /// A tap at a screen point; with `addingToDrags` false, CellKit's own: a plain tap that never
    /// adds to a drag in flight, as a VoiceOver double tap on an element that is not a drag
    /// source (a button, a switch, a tab) while a drag is held. Returns whether the tap did
    /// anything.
    @discardableResult
    public func tap(at point: CGPoint, addingToDrags: Bool) -> Bool {
        guard let hit = hitView(at: point), let window = hit.window else { return false }
        if addingToDrags {
            let candidates = sessions(addableIn: window.applicationIdentifier)
            if !candidates.isEmpty {
                for interaction in Self.dragInteractions(from: hit) {
                    if add(at: point, by: interaction, choosingFrom: candidates) > 0 { return true }
                }
            }
        }
        return windowScene.plainTap(on: hit, at: point)
    }

    /// CellKit's own: a long press that lifted no drag (`UIWindowScene.recognizeLongPress(at:)`).
    @discardableResult
    package func recognizeLongPress(at point: CGPoint) -> Bool {
        windowScene.recognizeLongPress(at: point)
    }

    /// CellKit's own: a tap at a screen point that adds to a drag in flight through
    /// `interaction` only, as VoiceOver's "Add to drag" does with a drag source descriptor's
    /// view; never handled as a plain tap. Returns how many items were added: 0 when the
    /// interaction is disabled, is in another app than every drag, or its delegate adds none.
    public func addItems(at point: CGPoint, with interaction: UIDragInteraction) -> Int {
        guard interaction.isEnabled, let application = interaction.view?.window?.applicationIdentifier else { return 0 }
        let candidates = sessions(addableIn: application)
        guard !candidates.isEmpty else { return 0 }
        return add(at: point, by: interaction, choosingFrom: candidates)
    }

    /// CellKit's own: whether `addItems(at:with:)` could add anything, asked before offering
    /// VoiceOver's "Add to drag": a drag that tap may add to is in flight, and the delegate
    /// implements `itemsForAddingTo` (for a table or collection view, its drag delegate's, at the
    /// row under the point). Without it UIKit adds nothing, so nothing should be offered. Whether
    /// it is implemented is learned once per delegate (`ImplementedMethods.implements`).
    package func mayAddItems(at point: CGPoint, with interaction: UIDragInteraction) -> Bool {
        guard interaction.isEnabled, let delegate = interaction.delegate, let view = interaction.view,
              let application = view.window?.applicationIdentifier,
              let session = sessions(addableIn: application).last else { return false }
        let local = view.pointFromScreen(point)
        if let bridge = delegate as? IndexedDragBridge { return bridge.mayAddItems(to: session, at: local) }
        return interaction.implementedMethods.implements("dragInteraction(_:itemsForAddingTo:withTouchAt:)", by: delegate) {
            _ = delegate.dragInteraction(interaction, itemsForAddingTo: session, withTouchAt: local)
        }
    }

    /// CellKit's own, for checks of the callback log: the names the log gives the callbacks that
    /// tell the app which started `session` that it began and that it ended, each `nil` when the
    /// app does not implement it (as its call showed) or it has not been called. A table or
    /// collection view's drag tells its drag delegate (`dragSessionWillBegin`,
    /// `dragSessionDidEnd`), other drags the interaction's (`sessionWillBegin`, `didEndWith`); a
    /// reorder by a control tells no delegate. A screen written in Swift may implement neither.
    package func notices(of session: UIDragSession) -> (began: String?, ended: String?) {
        guard let drag = session as? SimulatedDragSession, let delegate = drag.source.delegate else { return (nil, nil) }
        if let bridge = delegate as? IndexedDragBridge {
            let known = bridge.host.knownDragNotices()
            return (known.began == true ? "dragSessionWillBegin" : nil, known.ended == true ? "dragSessionDidEnd" : nil)
        }
        // A reorder's bridge is CellKit's own and tells no app delegate.
        guard !(delegate is RecordsOwnCallbacks) else { return (nil, nil) }
        let began = drag.source.implementedMethods.knows("dragInteraction(_:sessionWillBegin:)", by: delegate)
        let ended = drag.source.implementedMethods.knows("dragInteraction(_:session:didEndWith:)", by: delegate)
        return (began == true ? "sessionWillBegin" : nil, ended == true ? "didEndWith" : nil)
    }

    /// The sessions a tap in an app may add to: those that app started (another app cannot add
    /// to a drag).
    private func sessions(addableIn application: String) -> [SimulatedDragSession] {
        sessions.filter { $0.sourceApplication == application }
    }

    /// Asks `interaction` to add items to one of `candidates`; returns how many it added.
    private func add(at point: CGPoint, by interaction: UIDragInteraction,
                     choosingFrom candidates: [SimulatedDragSession]) -> Int {
        guard let delegate = interaction.delegate, let view = interaction.view else { return 0 }
        let local = view.pointFromScreen(point)
        let session: SimulatedDragSession
        if candidates.count == 1 {
            session = candidates[0]
        } else {
            let answer = callOptional("dragInteraction(_:sessionForAddingItems:withTouchAt:)", .drag, interaction,
                                  "sessionForAddingItems", detail: { answer in
                                      guard candidates.contains(where: { $0 === answer }) else { return "none" }
                                      return "session \(self.sessions.firstIndex { $0 === answer } ?? 0)"
                                  }) {
                delegate.dragInteraction(interaction, sessionForAddingItems: candidates, withTouchAt: local)
            }
            guard let chosen = candidates.first(where: { $0 === answer }) else { return 0 }
            session = chosen
        }
        // Not implementing `itemsForAddingTo` is the same as returning no items (Apple's
        // documentation of the method).
        let items = callOptional("dragInteraction(_:itemsForAddingTo:withTouchAt:)", .drag, interaction, "itemsForAddingTo",
                             detail: { Self.count($0.count) }) {
            delegate.dragInteraction(interaction, itemsForAddingTo: session, withTouchAt: local)
        }
        guard !items.isEmpty else { return 0 }
        var told = session.contributors
        if !told.contains(where: { $0 === interaction }) { told.append(interaction) }
        for contributor in told {
            guard let told = contributor.delegate else { continue }
            callOptional("dragInteraction(_:session:willAdd:for:)", .drag, contributor, "willAdd",
                     detail: { Self.count(items.count) }) {
                told.dragInteraction(contributor, session: session, willAdd: items, for: interaction)
            }
        }
        session.append(items, from: interaction, previews: liftPreviews(of: items, by: interaction, in: session))
        // Items changed: interactions that refused may want the session now, and the target
        // is asked again.
        session.refusing.removeAll()
        askForProposal(session)
        return items.count
    }

    // MARK: Ending

    /// Ends a session with `operation`: a drop when it is copy or move, otherwise a cancel.
    func end(_ session: SimulatedDragSession, with operation: UIDropOperation) {
        let source = session.source
        let delivers = operation == .copy || operation == .move
        if let delegate = source.delegate {
            callOptional("dragInteraction(_:session:willEndWith:)", .drag, source, "willEndWith", detail: { "\(operation)" }) {
                delegate.dragInteraction(source, session: session, willEndWith: operation)
            }
        }
        if delivers, let target = session.target, let delegate = target.delegate {
            drop(session, on: target, delegate: delegate)
        } else {
            animateCancel(of: session)
        }
        if let delegate = source.delegate {
            callOptional("dragInteraction(_:session:didEndWith:)", .drag, source, "didEndWith", detail: { "\(operation)" }) {
                delegate.dragInteraction(source, session: session, didEndWith: operation)
            }
        }
        for interaction in session.touched {
            guard let delegate = interaction.delegate else { continue }
            callOptional("dropInteraction(_:sessionDidEnd:)", .drop, interaction, "sessionDidEnd") {
                delegate.dropInteraction(interaction, sessionDidEnd: session.dropSession(for: interaction))
            }
        }
        session.forgetDropSessions()
        // A loop, not `removeAll(where:)`: a closure isolated to the main actor checks the
        // executor each time it is called, and a probe that drags every row ends a drag for each.
        for index in sessions.indices.reversed() where sessions[index] === session { sessions.remove(at: index) }
        guard delivers else { return }
        let transfer: @MainActor () -> Void = { [weak self] in
            self?.clock.schedule(after: 0) {
                guard let delegate = source.delegate else { return }
                self?.callOptional("dragInteraction(_:sessionDidTransferItems:)", .drag, source, "sessionDidTransferItems") {
                    delegate.dragInteraction(source, sessionDidTransferItems: session)
                }
            }
        }
        if session.gate.pendingLoads == 0 {
            transfer()
        } else {
            session.gate.onAllLoadsFinished = transfer
        }
    }

    private func drop(_ session: SimulatedDragSession, on target: UIDropInteraction,
                      delegate: UIDropInteractionDelegate) {
        let dropSession = session.dropSession(for: target)
        session.gate.allowsLoading = true
        callOptional("dropInteraction(_:performDrop:)", .drop, target, "performDrop") {
            delegate.dropInteraction(target, performDrop: dropSession)
        }
        session.gate.allowsLoading = false
        if let view = target.view {
            let landing = UIDragPreviewTarget(container: view, center: session.location(in: view))
            for (index, item) in dropSession.items.enumerated() {
                guard let lifted = session.liftPreviews[index] else { continue }
                callOptional("dropInteraction(_:previewForDropping:withDefault:)", .drop, target, "previewForDropping",
                         detail: { "item \(index) " + Self.shown($0) }) {
                    delegate.dropInteraction(target, previewForDropping: item,
                                             withDefault: lifted.retargetedPreview(with: landing))
                }
                let animator = DragAnimator()
                callOptional("dropInteraction(_:item:willAnimateDropWith:)", .drop, target, "willAnimateDrop",
                         detail: { "item \(index)" }) {
                    delegate.dropInteraction(target, item: item, willAnimateDropWith: animator)
                }
                animator.finish(at: .end)
            }
        }
        callOptional("dropInteraction(_:concludeDrop:)", .drop, target, "concludeDrop") {
            delegate.dropInteraction(target, concludeDrop: dropSession)
        }
    }

    private func animateCancel(of session: SimulatedDragSession) {
        for (index, item) in session.items.enumerated() {
            let owner = session.itemOwners[index]
            guard let lifted = session.liftPreviews[index], let delegate = owner.delegate else { continue }
            callOptional("dragInteraction(_:previewForCancelling:withDefault:)", .drag, owner, "previewForCancelling",
                     detail: { "item \(index) " + Self.shown($0) }) {
                delegate.dragInteraction(owner, previewForCancelling: item, withDefault: lifted)
            }
            let animator = DragAnimator()
            callOptional("dragInteraction(_:item:willAnimateCancelWith:)", .drag, owner, "willAnimateCancel",
                     detail: { "item \(index)" }) {
                delegate.dragInteraction(owner, item: item, willAnimateCancelWith: animator)
            }
            animator.finish(at: .end)
        }
    }

    // MARK: The log

    /// The system a session belongs to.
    static func of(_ session: UIDragDropSession) -> DragSystem? {
        (session as? SimulatedDragSession)?.system ?? (session as? SimulatedDropSession)?.drag.system
    }

    /// Calls one optional delegate method through `body` and records it as `callback` (with
    /// `detail` made from its answer) only when the app implements it: UIKit calls no method the
    /// app did not write, so the log shows none. A missing method gives its default's answer,
    /// UIKit's behaviour without it.
    @discardableResult
    func callOptional<Value>(_ method: String, _ side: DragEvent.Side, _ interaction: UIInteraction, _ callback: String,
                         detail: (Value) -> String? = { _ in nil }, _ body: () -> Value) -> Value {
        // The delegate `body` calls: the interaction's own (set once, when it is made). Its
        // default is told the call through the interaction it is given.
        let answer: (value: Value, implemented: Bool)
        if let drag = interaction as? UIDragInteraction {
            answer = drag.implementedMethods.call(method, of: drag.delegate, body)
        } else if let drop = interaction as? UIDropInteraction {
            answer = drop.implementedMethods.call(method, of: drop.delegate, body)
        } else {
            answer = (body(), true)
        }
        if answer.implemented { record(side, interaction, callback, detail(answer.value)) }
        return answer.value
    }

    /// Records a callback, unless the interaction's delegate is one of CellKit's own (a
    /// collection view's), which records the callbacks it forwards under their own names.
    func record(_ side: DragEvent.Side, _ interaction: UIInteraction, _ callback: String,
                _ detail: @autoclosure () -> String? = nil) {
        guard log.isRecording else { return }
        let delegate: AnyObject? = (interaction as? UIDragInteraction)?.delegate
            ?? (interaction as? UIDropInteraction)?.delegate
        guard !(delegate is RecordsOwnCallbacks) else { return }
        record(side, interaction.view, callback, detail())
    }

    /// The event's text is made only when the log keeps it.
    func record(_ side: DragEvent.Side, _ view: UIView?, _ callback: String, _ detail: @autoclosure () -> String? = nil) {
        guard log.isRecording else { return }
        log.record(DragEvent(side: side, view: Self.name(of: view), callback: callback, detail: detail()))
    }

    private static func name(of view: UIView?) -> String {
        guard let view else { return "(gone)" }
        return view.accessibilityIdentifier ?? String(describing: type(of: view))
    }

    static func count(_ n: Int) -> String {
        n == 1 ? "1 item" : "\(n) items"
    }

    private static func shown(_ preview: UITargetedDragPreview?) -> String {
        preview == nil ? "hidden" : "shown"
    }
}
