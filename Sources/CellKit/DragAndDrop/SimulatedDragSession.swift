import Foundation

/// A drag as the app that started it sees it, and everything the drag system keeps about it:
/// who contributed which items, how they looked when lifted, where the drag is and which drop
/// interactions it has touched. Drop interactions get a `SimulatedDropSession` for their app.
@MainActor
final class SimulatedDragSession: UIDragSession {
    let system: DragSystem
    /// The interaction whose `itemsForBeginning` started the drag.
    let source: UIDragInteraction
    /// The app that started the drag.
    let sourceApplication: String
    let gate: ItemLoadGate

    @exclusivity(unchecked) private(set) var items: [UIDragItem] = []
    /// For each item, the interaction that gave it (it is asked about the item's previews).
    @exclusivity(unchecked) private(set) var itemOwners: [UIDragInteraction] = []
    /// For each item, its lifted look; `nil` means invisible (not asked about again).
    @exclusivity(unchecked) private(set) var liftPreviews: [UITargetedDragPreview?] = []
    /// The previews items' `previewProvider`s gave once the lift ended, by item; `nil` hides it.
    var carriedPreviews: [ObjectIdentifier: UIDragPreview?] = [:]
    /// Every interaction that has given items, first the source, in the order they first gave.
    @exclusivity(unchecked) private(set) var contributors: [UIDragInteraction] = []

    /// The finger's position on the screen.
    var screenLocation: CGPoint
    var allowsMoveOperation = true
    var isRestrictedToDraggingApplication = false
    var prefersFullSizePreviews = false
    var localContext: Any?

    /// Whether the finger has moved since the lift, so the session has begun.
    var hasBegun = false
    /// The drop interaction the drag is over, and its last proposal.
    var target: UIDropInteraction?
    var proposal: UIDropProposal?
    /// Every drop interaction that got enter, update or exit; each gets `sessionDidEnd`.
    var touched: [UIDropInteraction] = []
    /// Drop interactions that answered `canHandle` with false; they don't see this session
    /// until its items change. By identity, each held so its identifier stays its own: every
    /// move looks here first, and the audit holds one drag over thousands of drop points that
    /// refuse it (a list searched at each move cost the square of their number).
    var refusing: [ObjectIdentifier: UIDropInteraction] = [:]
    /// Each app's view of the session, made when its drop interactions first see it. Each
    /// holds the drag, so they are let go when the drag ends (`forgetDropSessions()`).
    private var dropSessions: [String: SimulatedDropSession] = [:]

    init(system: DragSystem, source: UIDragInteraction, sourceApplication: String, location: CGPoint) {
        self.system = system
        self.source = source
        self.sourceApplication = sourceApplication
        self.screenLocation = location
        self.gate = ItemLoadGate(clock: system.clock)
    }

    /// Adds items given by `interaction`, with their lifted looks.
    func append(_ newItems: [UIDragItem], from interaction: UIDragInteraction, previews: [UITargetedDragPreview?]) {
        for item in newItems {
            item.itemProvider.loadGate = gate
        }
        // Loops, not closures: a drag started on every row of a long table (a probe of each row) comes here.
        // Reserved only when empty (the lift): reserving on every addition would grow the lists
        // an item at a time, not geometrically.
        if items.isEmpty {
            items.reserveCapacity(newItems.count)
            itemOwners.reserveCapacity(newItems.count)
            liftPreviews.reserveCapacity(previews.count)
        }
        for item in newItems {
            items.append(item)
            itemOwners.append(interaction)
        }
        // One by one: `append(contentsOf:)` of optionals takes a generic path that costs more
        // than the rest of a lift's bookkeeping.
        for preview in previews { liftPreviews.append(preview) }
        for contributor in contributors where contributor === interaction { return }
        contributors.append(interaction)
    }

    func location(in view: UIView) -> CGPoint {
        view.pointFromScreen(screenLocation)
    }

    func hasItemsConforming(toTypeIdentifiers typeIdentifiers: [String]) -> Bool {
        anyItemConforms(toTypeIdentifiers: typeIdentifiers)
    }

    func canLoadObjects(ofClass aClass: NSItemProviderReading.Type) -> Bool {
        anyItemCanLoad(aClass)
    }

    /// The app a drop interaction belongs to.
    static func application(of interaction: UIInteraction) -> String? {
        interaction.view?.window?.applicationIdentifier
    }

    /// The session as the drop interactions of `interaction`'s app see it (one object per app).
    func dropSession(for interaction: UIDropInteraction) -> SimulatedDropSession {
        let application = Self.application(of: interaction) ?? sourceApplication
        if let existing = dropSessions[application] { return existing }
        let session = SimulatedDropSession(drag: self, application: application)
        dropSessions[application] = session
        return session
    }

    /// Lets go of the drop sessions once the drag has ended. A drop session holds its drag,
    /// and the drag its system, and so every window: kept by each other, an ended drag and its
    /// drop sessions would keep the whole screen alive after everything else let go of it (an
    /// audit of a folder of scenes kept every scene it had probed). A delegate that holds a drop
    /// session (to load its items later) still holds the drag through it.
    func forgetDropSessions() {
        dropSessions.removeAll()
    }

    /// What releasing now would do, after UIKit's rules: a move the session does not allow is a
    /// cancel, and a move into another app is a copy.
    var resolvedOperation: UIDropOperation {
        guard let target, let proposal else { return .cancel }
        switch proposal.operation {
        case .move where !allowsMoveOperation:
            return .cancel
        case .move where Self.application(of: target) != sourceApplication:
            return .copy
        default:
            return proposal.operation
        }
    }
}
