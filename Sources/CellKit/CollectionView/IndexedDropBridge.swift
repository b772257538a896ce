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

    init(host: any IndexedDropHost) {
        self.host = host
    }

    func dropInteraction(_ interaction: UIDropInteraction, canHandle session: UIDropSession) -> Bool {
        if host.handlesDropItself(session) { return true }
        let accepts = host.dropDelegateCanHandle(session)
        record(session, "canHandle", "\(accepts)")
        return accepts
    }

    func dropInteraction(_ interaction: UIDropInteraction, sessionDidEnter session: UIDropSession) {
        host.activeDropDidChange(true)
        guard !host.handlesDropItself(session) else { return }
        host.dropSessionDidEnter(session)
        record(session, "dropSessionDidEnter")
    }

    func dropInteraction(_ interaction: UIDropInteraction, sessionDidUpdate session: UIDropSession) -> UIDropProposal {
        let itself = host.handlesDropItself(session)
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
        guard !host.handlesDropItself(session) else { return }
        host.dropSessionDidExit(session)
        record(session, "dropSessionDidExit")
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
        guard !host.handlesDropItself(session) else { return }
        host.dropSessionDidEnd(session)
        record(session, "dropSessionDidEnd")
    }

    private func record(_ session: UIDragDropSession, _ callback: String, _ detail: String? = nil) {
        DragSystem.of(session)?.record(.drop, host, callback, detail)
    }
}
