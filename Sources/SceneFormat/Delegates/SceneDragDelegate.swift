import Foundation
import CellKit

/// A drag delegate described in a scene file: it picks the item under the touch (by hit-testing
/// `session.location(in:)` against the host view's layers, as the talk's bar graph does) and
/// offers it as text or as an image.
@MainActor
final class SceneDragDelegate: UIDragInteractionDelegate {
    let source: DragItemSource
    /// What is dragged; a text template is filled from the layer under the touch.
    let content: DragContent
    /// Whether the item's `localObject` is the index of the layer it came from.
    let localObjectIsIndex: Bool
    let allowsMove: Bool
    /// Whether only the app that started the drag may receive it.
    let restricted: Bool

    /// A part of the view that drags on its own, for `items: region`.
    struct Region: Sendable, Equatable {
        var frame: CGRect
        var label: String
        var value: String

        init(frame: CGRect, label: String, value: String = "") {
            self.frame = frame
            self.label = label
            self.value = value
        }
    }

    /// The regions `items: region` chooses from, in the view's coordinates.
    var regions: [Region] = []
    /// The type identifiers dragged text is offered as; plain text (as `NSString`) when empty.
    var textTypes: [String] = []

    /// Whether a drag that ends in a move takes the view away (hides it): the item went
    /// elsewhere. A copy leaves it.
    var movesAway = false
    /// Virtual seconds each load of a dragged item takes.
    let loadDelay: Double
    /// When set, loading a dragged item fails with this message (a damaged file, say).
    let loadFailure: String?

    init(source: DragItemSource, content: DragContent, localObjectIsIndex: Bool, allowsMove: Bool,
                restricted: Bool = false, loadDelay: Double = 0, loadFailure: String? = nil) {
        self.restricted = restricted
        self.loadDelay = loadDelay
        self.loadFailure = loadFailure
        self.source = source
        self.content = content
        self.localObjectIsIndex = localObjectIsIndex
        self.allowsMove = allowsMove
    }

    func dragInteraction(_ interaction: UIDragInteraction, itemsForBeginning session: UIDragSession) -> [UIDragItem] {
        guard let view = interaction.view else { return [] }
        return items(in: view, at: session.location(in: view), for: session)
    }

    /// A tap adds what is under it, once: the same thing is not added to a drag twice.
    func dragInteraction(_ interaction: UIDragInteraction, itemsForAddingTo session: UIDragSession,
                                withTouchAt point: CGPoint) -> [UIDragItem] {
        guard let view = interaction.view else { return [] }
        return items(in: view, at: point, for: session)
    }

    /// An item that knows which part of which view it came from, so a drag never gets it twice.
    private final class SourcedItem: UIDragItem {
        var source: (view: ObjectIdentifier, index: Int)?
    }

    private func items(in view: UIView, at point: CGPoint, for session: UIDragSession) -> [UIDragItem] {
        let index: Int?
        // The fields a text template is filled from; the label alone is needed otherwise, so a
        // long table's plain rows make no dictionary at each drag.
        let label: String
        let fields: () -> [String: String]
        switch source {
        case .layer:
            guard let hit = (view.layer.sublayers ?? []).firstIndex(where: { !$0.isHidden && $0.frame.contains(point) })
            else { return [] }
            index = hit
            let found = Self.fields(of: view, layerAt: hit)
            label = found["label"] ?? ""
            fields = { found }
        case .view:
            index = nil
            label = view.accessibilityLabel ?? ""
            fields = { ["label": label, "value": view.accessibilityValue ?? ""] }
        case .region:
            guard let hit = regions.firstIndex(where: { $0.frame.contains(point) }) else { return [] }
            index = hit
            let region = regions[hit]
            label = region.label
            fields = { ["index": String(hit), "label": region.label, "value": region.value] }
        }
        let provider: NSItemProvider
        switch content {
        case .text(let template) where !textTypes.isEmpty:
            // The same text under each listed type (a URL, say), as an app registering data does.
            provider = NSItemProvider()
            let data = Data(Self.fill(template, with: fields).utf8)
            for type in textTypes {
                provider.registerDataRepresentation(forTypeIdentifier: type, visibility: .all) { completion in
                    completion(data, nil)
                    return nil
                }
            }
        case .text(let template): provider = NSItemProvider(object: Self.fill(template, with: fields) as NSString)
        case .image(let image): provider = NSItemProvider(object: image)
        }
        provider.suggestedName = label.isEmpty ? nil : label
        provider.simulatedLoadDelay = loadDelay
        provider.simulatedFailure = loadFailure
        let source = (view: ObjectIdentifier(view), index: index ?? -1)
        for item in session.items {
            if let sourced = item as? SourcedItem, let other = sourced.source, other == source { return [] }
        }
        let item = SourcedItem(itemProvider: provider)
        item.source = source
        if localObjectIsIndex { item.localObject = index }
        return [item]
    }

    func dragInteraction(_ interaction: UIDragInteraction, session: UIDragSession,
                                didEndWith operation: UIDropOperation) {
        guard movesAway, operation == .move, let view = interaction.view else { return }
        view.isHidden = true
        UIAccessibility.post(notification: .layoutChanged, argument: nil)
    }

    func dragInteraction(_ interaction: UIDragInteraction, sessionAllowsMoveOperation session: UIDragSession) -> Bool {
        allowsMove
    }

    func dragInteraction(_ interaction: UIDragInteraction,
                                sessionIsRestrictedToDraggingApplication session: UIDragSession) -> Bool {
        restricted
    }

    // MARK: Notifications
    //
    // A scene describes an app that implements every callback that only tells it something, so
    // the callback log a scene's script checks lists each of them. Each does what CellKit's
    // default does (UIKit's behaviour without it). The methods that change what happens follow
    // the scene: `itemsForAddingTo` is implemented, as a tap can add what is under it.

    /// The whole view, as UIKit shows it without this method.
    func dragInteraction(_ interaction: UIDragInteraction, previewForLifting item: UIDragItem,
                         session: UIDragSession) -> UITargetedDragPreview? {
        interaction.view.map { UITargetedDragPreview(view: $0) }
    }

    func dragInteraction(_ interaction: UIDragInteraction, willAnimateLiftWith animator: UIDragAnimating,
                         session: UIDragSession) {}

    func dragInteraction(_ interaction: UIDragInteraction, sessionWillBegin session: UIDragSession) {}

    func dragInteraction(_ interaction: UIDragInteraction, prefersFullSizePreviewsFor session: UIDragSession) -> Bool {
        false
    }

    func dragInteraction(_ interaction: UIDragInteraction, sessionDidMove session: UIDragSession) {}

    func dragInteraction(_ interaction: UIDragInteraction, session: UIDragSession,
                         willEndWith operation: UIDropOperation) {}

    func dragInteraction(_ interaction: UIDragInteraction, previewForCancelling item: UIDragItem,
                         withDefault defaultPreview: UITargetedDragPreview) -> UITargetedDragPreview? {
        defaultPreview
    }

    func dragInteraction(_ interaction: UIDragInteraction, item: UIDragItem,
                         willAnimateCancelWith animator: UIDragAnimating) {}

    func dragInteraction(_ interaction: UIDragInteraction, sessionDidTransferItems session: UIDragSession) {}

    /// None: with several drags from this app in flight, a tap adds to none of them.
    func dragInteraction(_ interaction: UIDragInteraction, sessionForAddingItems sessions: [UIDragSession],
                         withTouchAt point: CGPoint) -> UIDragSession? {
        nil
    }

    func dragInteraction(_ interaction: UIDragInteraction, session: UIDragSession, willAdd items: [UIDragItem],
                         for addingInteraction: UIDragInteraction) {}

    private static func fields(of view: UIView, layerAt index: Int) -> [String: String] {
        var fields = ["index": String(index), "label": view.layer.sublayers?[index].name ?? ""]
        if let graph = view as? BarGraphView, graph.bars.indices.contains(index) {
            fields["label"] = graph.bars[index].label
            fields["value"] = graph.valueText(at: index)
        }
        return fields
    }

    /// The template with each `{name}` replaced by its field; unknown names are left as written.
    static func fill(_ template: String, with fields: [String: String]) -> String {
        fill(template) { fields }
    }

    /// Fills a template with fields made only if it names one.
    static func fill(_ template: String, with fields: () -> [String: String]) -> String {
        // One pass, so a value that itself holds "{label}" is left as it is, and a text without
        // a brace (a long table's rows) is given back untouched: it is made at every drag.
        guard template.utf8.contains(UInt8(ascii: "{")) else { return template }
        let fields = fields()
        var filled = ""
        var rest = template[...]
        while let open = rest.firstIndex(of: "{") {
            filled += rest[..<open]
            let name = rest.index(after: open)
            if let close = rest[name...].firstIndex(of: "}"), let value = fields[String(rest[name..<close])] {
                filled += value
                rest = rest[rest.index(after: close)...]
            } else {
                filled += "{"
                rest = rest[name...]
            }
        }
        return filled + rest
    }
}
