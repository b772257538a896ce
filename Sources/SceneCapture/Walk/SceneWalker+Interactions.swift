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
    func dragEntry(of view: UIView, kind: CapturedKind) -> YAMLEntry? {
        if case .collection = kind { return nil }
        let drags = view.interactions.compactMap { $0 as? UIDragInteraction }
        guard let drag = drags.first else { return nil }
        if drags.count > 1 { note("\(name(of: view)): only one of its drag interactions is captured") }
        guard drag.isEnabled else {
            note("\(name(of: view)): a disabled drag interaction (no scene key yet) is left out")
            return nil
        }
        if let image = (view as? UIImageView)?.image {
            let symbol = PlatformBridge.symbolName(of: image) ?? CaptureDefaults.dragSymbol
            return YAMLEntry("drag", .mapping([YAMLEntry("image", .bare(symbol))], flow: true), comment: CaptureDefaults.imageDrag)
        }
        let template = YAMLEntry("text", .text(CaptureDefaults.dragText))
        let regions = layerRegions(of: view)
        guard !regions.isEmpty else {
            return YAMLEntry("drag", .mapping([template], flow: true), comment: CaptureDefaults.drag)
        }
        return YAMLEntry("drag", .mapping([YAMLEntry("items", .bare("region")), template,
                                           YAMLEntry("regions", .list(regions, flow: false))], flow: false),
                         comment: CaptureDefaults.layerDrag)
    }

    func dropEntry(of view: UIView, kind: CapturedKind) -> YAMLEntry? {
        let drops = view.interactions.compactMap { $0 as? UIDropInteraction }
        guard !drops.isEmpty else { return nil }
        switch kind {
        case .list:
            let accepted = drops.compactMap { ProbeDropSession.acceptedTypes(of: $0) }.first
            if drops.count > 1 { note("\(name(of: view)): only one of its drop interactions is captured") }
            return YAMLEntry("drop", .mapping([YAMLEntry("accepts", .list((accepted ?? [CaptureDefaults.acceptedType]).map { .bare($0) },
                                                                          flow: true)),
                                               YAMLEntry("operation", .bare("copy")), YAMLEntry("effect", .bare("append"))],
                                              flow: true), comment: accepted == nil ? CaptureDefaults.drop : CaptureDefaults.probedDrop)
        case .collection:
            return nil
        default:
            note("\(name(of: view)): a drop interaction on a \(kind.typeName) (no scene key yet: drops go on lists) is left out")
            return nil
        }
    }

    /// The layers a view draws itself (not its subviews'), each a region that drags on its own,
    /// named by the element over it, else by the layer's name.
    private func layerRegions(of view: UIView) -> [YAMLNode] {
        let subviewLayers = Set(view.subviews.map { ObjectIdentifier($0.layer) })
        let layers = (view.layer.sublayers ?? []).filter { !$0.isHidden && !subviewLayers.contains(ObjectIdentifier($0)) }
        let elements = Self.listedElements(of: view) ?? []
        return layers.map { layer in
            let centre = CGPoint(x: layer.frame.midX, y: layer.frame.midY)
            let element = elements.first { Self.frame(of: $0, in: view).contains(centre) }
            var entries = [YAMLEntry("frame", CaptureNumbers.rect(layer.frame)),
                           YAMLEntry("label", .text(element?.accessibilityLabel ?? layer.name ?? view.accessibilityLabel ?? ""))]
            if let value = element?.accessibilityValue, !value.isEmpty { entries.append(YAMLEntry("value", .text(value))) }
            return .mapping(entries, flow: true)
        }
    }
}
