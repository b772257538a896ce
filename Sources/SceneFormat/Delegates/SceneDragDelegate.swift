import CellKit

/// A drag delegate described in a scene file: it picks the item under the touch (by hit-testing
/// `session.location(in:)` against the host view's layers, as the talk's bar graph does) and
/// offers it as text.
@MainActor
public final class SceneDragDelegate: UIDragInteractionDelegate {
    public let source: DragItemSource
    /// The dragged text; `{label}`, `{value}` and `{index}` are filled from the layer under
    /// the touch.
    public let textTemplate: String
    /// Whether the item's `localObject` is the index of the layer it came from.
    public let localObjectIsIndex: Bool
    public let allowsMove: Bool

    public init(source: DragItemSource, textTemplate: String, localObjectIsIndex: Bool, allowsMove: Bool) {
        self.source = source
        self.textTemplate = textTemplate
        self.localObjectIsIndex = localObjectIsIndex
        self.allowsMove = allowsMove
    }

    public func dragInteraction(_ interaction: UIDragInteraction, itemsForBeginning session: UIDragSession) -> [UIDragItem] {
        guard let view = interaction.view else { return [] }
        let fields: [String: String]
        let index: Int?
        switch source {
        case .layer:
            let point = session.location(in: view)
            guard let hit = (view.layer.sublayers ?? []).firstIndex(where: { !$0.isHidden && $0.frame.contains(point) })
            else { return [] }
            index = hit
            fields = Self.fields(of: view, layerAt: hit)
        case .view:
            index = nil
            fields = ["label": view.accessibilityLabel ?? "", "value": view.accessibilityValue ?? ""]
        }
        let provider = NSItemProvider(object: Self.fill(textTemplate, with: fields) as NSString)
        let item = UIDragItem(itemProvider: provider)
        if localObjectIsIndex { item.localObject = index }
        return [item]
    }

    public func dragInteraction(_ interaction: UIDragInteraction, sessionAllowsMoveOperation session: UIDragSession) -> Bool {
        allowsMove
    }

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
        fields.reduce(template) { text, field in text.replacingOccurrences(of: "{\(field.key)}", with: field.value) }
    }
}
