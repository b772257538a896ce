#if canImport(UIKit)
import UIKit
#else
import CellKit
#endif
import Foundation

/// A view's `drag` and `drop`. Which items a drag gives and what a drop accepts are the
/// delegates' code, which a capture cannot see: the defaults in `CaptureDefaults` stand in, and
/// are marked in the file.
extension SceneWalker {
    static let operationNames: [UIDropOperation: String] = [.copy: "copy", .move: "move", .forbidden: "forbidden",
                                                             .cancel: "cancel"]

    func dragEntry(of view: UIView, kind: CapturedKind) -> YAMLEntry? {
        switch kind {
        case .collection, .collectionList, .table: return nil
        default: break
        }
        let drags = view.interactions.compactMap { $0 as? UIDragInteraction }
        guard let drag = drags.first else { return nil }
        if drags.count > 1 { note("\(name(of: view)): only one of its drag interactions is captured") }
        // `enabled` only where it differs from the default of the device the window assumes
        // (`UIDragInteraction.isEnabledByDefault`: off on an iPhone), as a scene leaves it out.
        let enabledByDefault = PlatformBridge.device(of: view.window).map { $0.userInterfaceIdiom != .phone }
            ?? UIDragInteraction.isEnabledByDefault
        let enabled: [YAMLEntry] = drag.isEnabled == enabledByDefault ? [] : [YAMLEntry("enabled", .bool(drag.isEnabled))]
        if let image = (view as? UIImageView)?.image {
            let symbol = PlatformBridge.symbolName(of: image) ?? CaptureDefaults.dragSymbol
            return YAMLEntry("drag", .mapping([YAMLEntry("image", .bare(symbol))] + enabled, flow: true), comment: CaptureDefaults.imageDrag)
        }
        let template = YAMLEntry("text", .text(CaptureDefaults.dragText))
        let regions = layerRegions(of: view)
        guard !regions.isEmpty else {
            return YAMLEntry("drag", .mapping([template] + enabled, flow: true), comment: CaptureDefaults.drag)
        }
        return YAMLEntry("drag", .mapping([YAMLEntry("items", .bare("region")), template] + enabled
                                          + [YAMLEntry("regions", .list(regions, flow: false))], flow: false),
                         comment: CaptureDefaults.layerDrag)
    }

    func dropEntry(of view: UIView, kind: CapturedKind) -> YAMLEntry? {
        let drops = view.interactions.compactMap { $0 as? UIDropInteraction }
        guard !drops.isEmpty else { return nil }
        switch kind {
        case .list:
            let accepted = drops.compactMap { ProbeDropSession.acceptedTypes(of: $0) }.first
            if drops.count > 1 { note("\(name(of: view)): only one of its drop interactions is captured") }
            let types = accepted ?? [CaptureDefaults.acceptedType]
            // What the delegate proposes for a drag from the app itself: a move stays a move. A
            // delegate is asked only about drags it can handle, as UIKit asks it.
            let proposed = accepted == nil ? nil : drops.first.flatMap { ProbeDropSession.proposedOperation(of: $0, accepting: types) }
            let operation = proposed.flatMap { Self.operationNames[$0] } ?? "copy"
            return YAMLEntry("drop", .mapping([YAMLEntry("accepts", .list(types.map { .bare($0) }, flow: true)),
                                               YAMLEntry("operation", .bare(operation)), YAMLEntry("effect", .bare("append"))],
                                              flow: true), comment: accepted == nil ? CaptureDefaults.drop : CaptureDefaults.probedDrop)
        case .collection, .collectionList, .table:
            return nil
        default:
            note("\(name(of: view)): a drop interaction on a \(kind.typeName) (no scene key yet: drops go on lists) is left out")
            return nil
        }
    }

    /// The layers a view draws itself (not its subviews'), shown: `layers`, each with its frame,
    /// colour, border and name, so the capture draws what the screen drew (the talk's bars).
    func layersEntry(of view: UIView) -> YAMLEntry? {
        let layers = ownLayers(of: view)
        guard !layers.isEmpty else { return nil }
        var nested = false
        let written: [YAMLNode] = layers.map { layer in
            if !(layer.sublayers ?? []).isEmpty { nested = true }
            var entries = [YAMLEntry("frame", CaptureNumbers.rect(layer.frame))]
            if let color = layer.backgroundColor, let name = PlatformBridge.colorName(of: color) {
                entries.append(YAMLEntry("color", .bare(name)))
            }
            if layer.borderWidth > 0 { entries.append(YAMLEntry("border", .bool(true))) }
            if let name = layer.name { entries.append(YAMLEntry("name", .text(name))) }
            return .mapping(entries, flow: true)
        }
        if nested { note("\(name(of: view)): layers inside its layers are left out") }
        return YAMLEntry("layers", .list(written, flow: false))
    }

    /// A view's own shown sublayers, not its subviews' layers.
    private func ownLayers(of view: UIView) -> [CALayer] {
        let subviewLayers = Set(view.subviews.compactMap { $0.madeLayer.map(ObjectIdentifier.init) })
        return (view.madeLayer?.sublayers ?? []).filter { !$0.isHidden && !subviewLayers.contains(ObjectIdentifier($0)) }
    }

    /// The layers a view draws itself (not its subviews'), each a region that drags on its own,
    /// named by the element over it, else by the layer's name.
    private func layerRegions(of view: UIView) -> [YAMLNode] {
        let layers = ownLayers(of: view)
        let elements = Self.listedElements(of: view) ?? []
        // Each layer is named by the first element over its centre: the elements claim the
        // centres in order, each frame found once.
        var claims = PointClaims(layers.map { CGPoint(x: $0.frame.midX, y: $0.frame.midY) })
        for (place, element) in elements.enumerated() { claims.claim(Self.frame(of: element, in: view), as: place) }
        return layers.indices.map { index in
            let layer = layers[index]
            let element = claims.owners[index].map { elements[$0] }
            var entries = [YAMLEntry("frame", CaptureNumbers.rect(layer.frame)),
                           YAMLEntry("label", .text(element?.accessibilityLabel ?? layer.name ?? view.accessibilityLabel ?? ""))]
            if let value = element?.accessibilityValue, !value.isEmpty { entries.append(YAMLEntry("value", .text(value))) }
            return .mapping(entries, flow: true)
        }
    }
}
