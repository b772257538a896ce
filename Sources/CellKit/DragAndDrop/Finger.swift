import Foundation

/// The system side of drag and drop, driven as a finger would drive it: long press to lift,
/// move, release or cancel. Points are on the screen that holds every window.
///
/// It makes every delegate callback in UIKit's order and records each in `log`. The screen reader
/// drives it exactly as a finger would, so a VoiceOver drag runs the app's real delegate code.
@MainActor
public final class Finger {
    public let clock: VirtualClock
    public let log: DragEventLog
    /// The windows on the screen, back to front.
    public var windows: [UIWindow]

    private final class ActiveDrag {
        let session: SimulatedDragSession
        let source: UIDragInteraction
        var hasBegun = false
        var target: UIDropInteraction?
        var proposal: UIDropProposal?
        /// Every drop interaction that got enter, update or exit; each gets `sessionDidEnd`.
        var touched: [UIDropInteraction] = []
        /// Drop interactions that answered `canHandle` with false; they don't see this session.
        var refusing: [UIDropInteraction] = []

        init(session: SimulatedDragSession, source: UIDragInteraction) {
            self.session = session
            self.source = source
        }
    }

    private var drag: ActiveDrag?

    public init(windows: [UIWindow], clock: VirtualClock = VirtualClock(), log: DragEventLog = DragEventLog()) {
        self.windows = windows
        self.clock = clock
        self.log = log
    }

    // MARK: State

    /// The session being dragged, if any.
    public var session: UIDragSession? { drag?.session }
    public var isDragging: Bool { drag != nil }
    /// Where the drag is, on the screen.
    public var location: CGPoint? { drag?.session.screenLocation }
    /// The view whose drop interaction the drag is over, if any.
    public var dropTargetView: UIView? { drag?.target?.view }
    /// What releasing now would do, after UIKit's rules (a move not allowed is a cancel; a move
    /// into another app is a copy).
    public var operation: UIDropOperation {
        guard let drag, let target = drag.target, let proposal = drag.proposal else { return .cancel }
        switch proposal.operation {
        case .move where !drag.session.allowsMoveOperation:
            return .cancel
        case .move where target.view?.window?.applicationIdentifier != drag.session.sourceApplication:
            return .copy
        default:
            return proposal.operation
        }
    }

    // MARK: Hit testing

    /// The front-most shown window containing a screen point.
    public func window(at point: CGPoint) -> UIWindow? {
        windows.last { !$0.isHidden && $0.frame.contains(point) }
    }

    /// The view a touch at a screen point lands on.
    public func hitView(at point: CGPoint) -> UIView? {
        guard let window = window(at: point) else { return nil }
        return window.hitTest(window.pointFromScreen(point), with: nil)
    }

    // MARK: Gestures

    /// Long-presses at a screen point. The drag interactions from the touched view outwards are
    /// asked for items, innermost first, until one gives some. Returns whether a drag lifted.
    @discardableResult
    public func longPress(at point: CGPoint) -> Bool {
        guard drag == nil, let hit = hitView(at: point), let window = hit.window else { return false }
        var view: UIView? = hit
        while let current = view {
            for case let interaction as UIDragInteraction in current.interactions where interaction.isEnabled {
                guard let delegate = interaction.delegate else { continue }
                let session = SimulatedDragSession(sourceApplication: window.applicationIdentifier,
                                                   location: point, clock: clock)
                let items = delegate.dragInteraction(interaction, itemsForBeginning: session)
                record(.drag, interaction.view, "itemsForBeginning", Self.count(items.count))
                if !items.isEmpty {
                    session.append(items)
                    drag = ActiveDrag(session: session, source: interaction)
                    return true
                }
            }
            view = current.superview
        }
        return false
    }

    /// Moves the finger (and the drag, if one is lifted) to a screen point. The first move
    /// begins the session; each move updates the drop target under the point.
    public func move(to point: CGPoint) {
        guard let drag, let delegate = drag.source.delegate else { return }
        let session = drag.session
        session.screenLocation = point
        if !drag.hasBegun {
            drag.hasBegun = true
            delegate.dragInteraction(drag.source, sessionWillBegin: session)
            record(.drag, drag.source.view, "sessionWillBegin")
            session.allowsMoveOperation = delegate.dragInteraction(drag.source, sessionAllowsMoveOperation: session)
            record(.drag, drag.source.view, "sessionAllowsMoveOperation", "\(session.allowsMoveOperation)")
            session.isRestrictedToDraggingApplication =
                delegate.dragInteraction(drag.source, sessionIsRestrictedToDraggingApplication: session)
            record(.drag, drag.source.view, "sessionIsRestrictedToDraggingApplication",
                   "\(session.isRestrictedToDraggingApplication)")
        }
        delegate.dragInteraction(drag.source, sessionDidMove: session)
        record(.drag, drag.source.view, "sessionDidMove")
        updateDestination(of: drag, at: point)
    }

    /// Lifts the finger. Drops with the current operation, or cancels when it is cancel or
    /// forbidden. Returns the operation the drag ended with.
    @discardableResult
    public func release() -> UIDropOperation {
        end(with: operation)
    }

    /// Cancels the drag (the system's cancel, as when VoiceOver's user escapes), whatever is under
    /// the finger.
    public func cancel() {
        end(with: .cancel)
    }

    // MARK: The session's course

    private func updateDestination(of drag: ActiveDrag, at point: CGPoint) {
        let session = drag.session
        var candidate: UIDropInteraction?
        if let hit = hitView(at: point),
           !(session.isRestrictedToDraggingApplication && hit.window?.applicationIdentifier != session.sourceApplication) {
            var view: UIView? = hit
            search: while let current = view {
                for case let interaction as UIDropInteraction in current.interactions {
                    guard let delegate = interaction.delegate,
                          !drag.refusing.contains(where: { $0 === interaction }) else { continue }
                    if interaction === drag.target {
                        candidate = interaction
                        break search
                    }
                    let accepts = delegate.dropInteraction(interaction, canHandle: session)
                    record(.drop, interaction.view, "canHandle", "\(accepts)")
                    if accepts {
                        candidate = interaction
                        break search
                    }
                    drag.refusing.append(interaction)
                }
                view = current.superview
            }
        }
        if candidate !== drag.target {
            if let old = drag.target {
                old.delegate?.dropInteraction(old, sessionDidExit: session)
                record(.drop, old.view, "sessionDidExit")
            }
            drag.target = candidate
            drag.proposal = nil
            if let new = candidate {
                if !drag.touched.contains(where: { $0 === new }) { drag.touched.append(new) }
                new.delegate?.dropInteraction(new, sessionDidEnter: session)
                record(.drop, new.view, "sessionDidEnter")
            }
        }
        if let target = drag.target, let delegate = target.delegate {
            let proposal = delegate.dropInteraction(target, sessionDidUpdate: session)
            drag.proposal = proposal
            record(.drop, target.view, "sessionDidUpdate", "\(proposal.operation)")
        }
    }

    @discardableResult
    private func end(with operation: UIDropOperation) -> UIDropOperation {
        guard let drag else { return .cancel }
        let session = drag.session
        let source = drag.source
        let delivers = operation == .copy || operation == .move
        source.delegate?.dragInteraction(source, session: session, willEndWith: operation)
        record(.drag, source.view, "willEndWith", "\(operation)")
        if delivers, let target = drag.target, let delegate = target.delegate {
            session.gate.allowsLoading = true
            delegate.dropInteraction(target, performDrop: session)
            record(.drop, target.view, "performDrop")
            session.gate.allowsLoading = false
            delegate.dropInteraction(target, concludeDrop: session)
            record(.drop, target.view, "concludeDrop")
        }
        source.delegate?.dragInteraction(source, session: session, didEndWith: operation)
        record(.drag, source.view, "didEndWith", "\(operation)")
        for interaction in drag.touched {
            interaction.delegate?.dropInteraction(interaction, sessionDidEnd: session)
            record(.drop, interaction.view, "sessionDidEnd")
        }
        self.drag = nil
        if delivers {
            let transfer: @MainActor () -> Void = { [weak self] in
                self?.clock.schedule(after: 0) {
                    source.delegate?.dragInteraction(source, sessionDidTransferItems: session)
                    self?.record(.drag, source.view, "sessionDidTransferItems")
                }
            }
            if session.gate.pendingLoads == 0 {
                transfer()
            } else {
                session.gate.onAllLoadsFinished = transfer
            }
        }
        return operation
    }

    private func record(_ side: DragEvent.Side, _ view: UIView?, _ callback: String, _ detail: String? = nil) {
        log.record(DragEvent(side: side, view: Self.name(of: view), callback: callback, detail: detail))
    }

    private static func name(of view: UIView?) -> String {
        guard let view else { return "(gone)" }
        return view.accessibilityIdentifier ?? String(describing: type(of: view))
    }

    private static func count(_ n: Int) -> String {
        n == 1 ? "1 item" : "\(n) items"
    }
}
