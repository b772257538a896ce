import Foundation

/// CellKit's own: the delegate of a table or collection view's own drop interaction. Works out
/// the destination index path under the drag (`DropPlacement`), turns the system's callbacks
/// into the drop delegate's (through the view, an `IndexedDropHost`), and records them in the
/// log under the delegate's names.
@MainActor
final class IndexedDropBridge: UIDropInteractionDelegate, RecordsOwnCallbacks {
    unowned let host: any IndexedDropHost
    private var destination: IndexPath?
    private var proposal = UIDropProposal(operation: .cancel)
    private var animations: DropAnimations?
    /// The intent of the last proposal the delegate made, for any drag: where a drop over a row
    /// goes, and which drops the cells offer VoiceOver. `nil` before the first.
    private(set) var lastIntent: DropPlacement.Intent?
    /// The sessions the view takes itself, decided when each first came over it: the view may
    /// no longer know them by the time they end.
    private var ownSessions: Set<ObjectIdentifier> = []

    init(host: any IndexedDropHost) {
        self.host = host
    }

    /// Whether the view takes the session itself, with no delegate.
    private func isOwn(_ session: UIDropSession) -> Bool {
        if ownSessions.contains(ObjectIdentifier(session)) { return true }
        guard host.handlesDropItself(session) else { return false }
        ownSessions.insert(ObjectIdentifier(session))
        return true
    }

    func dropInteraction(_ interaction: UIDropInteraction, canHandle session: UIDropSession) -> Bool {
        if isOwn(session) { return true }
        let accepts = host.dropDelegateCanHandle(session)
        if accepts.implemented { record(session, "canHandle", "\(accepts.value)") }
        return accepts.value
    }

    func dropInteraction(_ interaction: UIDropInteraction, sessionDidEnter session: UIDropSession) {
        host.activeDropDidChange(true)
        guard !isOwn(session) else { return }
        if host.dropSessionDidEnter(session) { record(session, "dropSessionDidEnter") }
    }

    func dropInteraction(_ interaction: UIDropInteraction, sessionDidUpdate session: UIDropSession) -> UIDropProposal {
        let itself = isOwn(session)
        let source = session.localDragSession == nil ? nil : session.items.first.flatMap(host.sourceIndexPath(ofLocal:))
        destination = host.dropDestination(at: session.location(in: host), intent: itself ? .insertAt : lastIntent,
                                           movingFrom: source)
        let answer = host.dropProposal(for: session, at: destination)
        proposal = answer.proposal
        if !itself { lastIntent = answer.intent }
        if let logged = answer.logged {
            record(session, "dropSessionDidUpdate", "at \(destination.map { "\($0)" } ?? "nil") → \(logged)")
        }
        return proposal
    }

    func dropInteraction(_ interaction: UIDropInteraction, sessionDidExit session: UIDropSession) {
        host.activeDropDidChange(false)
        guard !isOwn(session) else { return }
        if host.dropSessionDidExit(session) { record(session, "dropSessionDidExit") }
    }

    func dropInteraction(_ interaction: UIDropInteraction, performDrop session: UIDropSession) {
        animations = host.performDrop(session, at: destination, proposal: proposal)
    }

    func dropInteraction(_ interaction: UIDropInteraction, concludeDrop session: UIDropSession) {
        animations?.finish()
        animations = nil
    }

    func dropInteraction(_ interaction: UIDropInteraction, sessionDidEnd session: UIDropSession) {
        host.activeDropDidChange(false)
        guard ownSessions.remove(ObjectIdentifier(session)) == nil, !host.handlesDropItself(session) else { return }
        if host.dropSessionDidEnd(session) { record(session, "dropSessionDidEnd") }
    }

    private func record(_ session: UIDragDropSession, _ callback: String, _ detail: String? = nil) {
        DragSystem.of(session)?.record(.drop, host, callback, detail)
    }
}
