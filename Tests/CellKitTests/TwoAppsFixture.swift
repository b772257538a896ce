import CellKit

/// A view that drags its texts, one item each, and removes them when a drop moved them.
final class TextSource: UIView, UIDragInteractionDelegate {
    var texts: [String]
    var allowsMove = true
    var restricted = false
    /// What the drag delegate saw of its session's local context when it ended.
    var ended: [UIDropOperation] = []

    /// Never decoded: CellKit loads no archives (UIKit requires this initializer).
    required init?(coder: NSCoder) {
        nil
    }

    init(_ id: String, frame: CGRect, texts: [String]) {
        self.texts = texts
        super.init(frame: frame)
        accessibilityIdentifier = id
        addInteraction(UIDragInteraction(delegate: self))
    }

    private func items() -> [UIDragItem] {
        texts.map { text in
            let item = UIDragItem(itemProvider: NSItemProvider(object: text as NSString))
            item.localObject = text
            return item
        }
    }

    func dragInteraction(_ interaction: UIDragInteraction, itemsForBeginning session: UIDragSession) -> [UIDragItem] {
        session.localContext = accessibilityIdentifier
        return items()
    }

    func dragInteraction(_ interaction: UIDragInteraction, itemsForAddingTo session: UIDragSession,
                         withTouchAt point: CGPoint) -> [UIDragItem] {
        // De-duplicate through the local objects, as WWDC 2017 session 213 advises.
        let present = Set(session.items.compactMap { $0.localObject as? String })
        return items().filter { !present.contains($0.localObject as? String ?? "") }
    }

    func dragInteraction(_ interaction: UIDragInteraction, sessionAllowsMoveOperation session: UIDragSession) -> Bool {
        allowsMove
    }

    func dragInteraction(_ interaction: UIDragInteraction,
                         sessionIsRestrictedToDraggingApplication session: UIDragSession) -> Bool {
        restricted
    }

    // Implemented, though they do nothing, so the log shows every callback of each path in
    // UIKit's order: UIKit (and CellKit) calls and logs only the methods an app implements.
    func dragInteraction(_ interaction: UIDragInteraction, previewForLifting item: UIDragItem,
                         session: UIDragSession) -> UITargetedDragPreview? {
        UITargetedDragPreview(view: self)
    }
    func dragInteraction(_ interaction: UIDragInteraction, willAnimateLiftWith animator: UIDragAnimating,
                         session: UIDragSession) {}
    func dragInteraction(_ interaction: UIDragInteraction, sessionWillBegin session: UIDragSession) {}
    func dragInteraction(_ interaction: UIDragInteraction, prefersFullSizePreviewsFor session: UIDragSession) -> Bool {
        false
    }
    func dragInteraction(_ interaction: UIDragInteraction, sessionDidMove session: UIDragSession) {}
    func dragInteraction(_ interaction: UIDragInteraction, session: UIDragSession, willEndWith operation: UIDropOperation) {}
    func dragInteraction(_ interaction: UIDragInteraction, previewForCancelling item: UIDragItem,
                         withDefault defaultPreview: UITargetedDragPreview) -> UITargetedDragPreview? {
        defaultPreview
    }
    func dragInteraction(_ interaction: UIDragInteraction, item: UIDragItem, willAnimateCancelWith animator: UIDragAnimating) {}
    func dragInteraction(_ interaction: UIDragInteraction, sessionDidTransferItems session: UIDragSession) {}
    func dragInteraction(_ interaction: UIDragInteraction, session: UIDragSession, willAdd items: [UIDragItem],
                         for addingInteraction: UIDragInteraction) {}

    func dragInteraction(_ interaction: UIDragInteraction, session: UIDragSession, didEndWith operation: UIDropOperation) {
        ended.append(operation)
        guard operation == .move else { return }
        let moved = Set(session.items.compactMap { $0.localObject as? String })
        texts.removeAll { moved.contains($0) }
    }
}

/// A view that receives text drops with a fixed operation and keeps what it got.
final class TextTarget: UIView, UIDropInteractionDelegate {
    var received: [String] = []
    var operation: UIDropOperation = .copy
    var acceptedTypes = [TypeIdentifier.plainText]
    /// What the last drop saw: whether the drag was local, and the items' local objects.
    var sawLocalDragSession: Bool?
    var sawLocalObjects: [String] = []

    /// Never decoded: CellKit loads no archives (UIKit requires this initializer).
    required init?(coder: NSCoder) {
        nil
    }

    init(_ id: String, frame: CGRect) {
        super.init(frame: frame)
        accessibilityIdentifier = id
        addInteraction(UIDropInteraction(delegate: self))
    }

    func dropInteraction(_ interaction: UIDropInteraction, canHandle session: UIDropSession) -> Bool {
        session.hasItemsConforming(toTypeIdentifiers: acceptedTypes)
    }

    func dropInteraction(_ interaction: UIDropInteraction, sessionDidUpdate session: UIDropSession) -> UIDropProposal {
        UIDropProposal(operation: operation)
    }

    // Implemented, though they do nothing, so the log shows every callback of each path in
    // UIKit's order.
    func dropInteraction(_ interaction: UIDropInteraction, sessionDidEnter session: UIDropSession) {}
    func dropInteraction(_ interaction: UIDropInteraction, sessionDidExit session: UIDropSession) {}
    func dropInteraction(_ interaction: UIDropInteraction, previewForDropping item: UIDragItem,
                         withDefault defaultPreview: UITargetedDragPreview) -> UITargetedDragPreview? {
        defaultPreview
    }
    func dropInteraction(_ interaction: UIDropInteraction, item: UIDragItem, willAnimateDropWith animator: UIDragAnimating) {}
    func dropInteraction(_ interaction: UIDropInteraction, concludeDrop session: UIDropSession) {}
    func dropInteraction(_ interaction: UIDropInteraction, sessionDidEnd session: UIDropSession) {}

    func dropInteraction(_ interaction: UIDropInteraction, performDrop session: UIDropSession) {
        sawLocalDragSession = session.localDragSession != nil
        sawLocalObjects = session.items.compactMap { $0.localObject as? String }
        session.loadObjects(ofClass: NSString.self) { objects in
            self.received += objects.compactMap { $0 as? NSString }.map { String($0) }
        }
    }
}

/// An iPad split view: Notes on the left, Mail on the right.
///
///     notes (0,0 40×20)                         mail (40,0 40×20)
///       note   (2,2 12×3)  "Milk"                 draft (2,2 30×8)
///       memo   (2,6 12×3)  "Eggs"
///       inbox  (20,2 16×6)
///       shelf  (2,11 30×8) "Shelf"  ⊃ book (2,2 10×3), which drags nothing
@MainActor
struct TwoApps {
    let notes = UIWindow(frame: CGRect(x: 0, y: 0, width: 40, height: 20), applicationIdentifier: "notes")
    let mail = UIWindow(frame: CGRect(x: 40, y: 0, width: 40, height: 20), applicationIdentifier: "mail")
    let note = TextSource("note", frame: CGRect(x: 2, y: 2, width: 12, height: 3), texts: ["Milk"])
    let memo = TextSource("memo", frame: CGRect(x: 2, y: 6, width: 12, height: 3), texts: ["Eggs"])
    let inbox = TextTarget("inbox", frame: CGRect(x: 20, y: 2, width: 16, height: 6))
    let shelf = TextSource("shelf", frame: CGRect(x: 2, y: 11, width: 30, height: 8), texts: ["Shelf"])
    let book = TextSource("book", frame: CGRect(x: 2, y: 2, width: 10, height: 3), texts: [])
    let draft = TextTarget("draft", frame: CGRect(x: 2, y: 2, width: 30, height: 8))
    let finger: Finger

    init() {
        for view in [note, memo, inbox, shelf] { notes.addSubview(view) }
        shelf.addSubview(book)
        mail.addSubview(draft)
        finger = Finger(windows: [notes, mail])
    }

    func centre(of view: UIView) -> CGPoint {
        view.screenPoint(for: CGPoint(x: view.bounds.midX, y: view.bounds.midY))
    }

    /// Long-presses `source`, moves onto it and then onto `target`.
    func drag(_ source: UIView, to target: UIView) {
        finger.longPress(at: centre(of: source))
        finger.move(to: centre(of: source))
        finger.move(to: centre(of: target))
    }

    var log: String { finger.log.lines.joined(separator: "\n") }
}
