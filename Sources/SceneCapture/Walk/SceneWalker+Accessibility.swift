#if canImport(UIKit)
import UIKit
#else
import CellKit
#endif
import Accessibility
import Foundation

/// A view's `accessibility`, and each of its `elements`: what differs from its type's
/// baseline, and every descriptor and custom action as VoiceOver would get it now (computed
/// getters are read, once).
extension SceneWalker {
    static let containerNames: [UIAccessibilityContainerType: String] = [
        .list: "list", .landmark: "landmark", .dataTable: "dataTable", .semanticGroup: "semanticGroup",
    ]

    func accessibilityEntries(of view: UIView, kind: CapturedKind, baseline: UIView) -> [YAMLEntry] {
        var entries: [YAMLEntry] = []
        if view.isAccessibilityElement != baseline.isAccessibilityElement {
            entries.append(YAMLEntry("element", .bool(view.isAccessibilityElement)))
        }
        entries += sharedEntries(of: view, baseline: baseline, host: view)
        if let rotors = customRotorsEntry(of: view) { entries.append(rotors) }
        if let frame = Self.ownAccessibilityFrame(of: view) { entries.append(YAMLEntry("frame", CaptureNumbers.rect(frame))) }
        if view.isAccessibilityElement, let point = Self.activationPoint(of: view) {
            entries.append(YAMLEntry("activationPoint", CaptureNumbers.point(point)))
        }
        if let path = Self.path(of: view, in: view) { entries.append(YAMLEntry("path", path)) }
        if view.accessibilityViewIsModal { entries.append(YAMLEntry("viewIsModal", .bool(true))) }
        if view.accessibilityElementsHidden { entries.append(YAMLEntry("elementsHidden", .bool(true))) }
        if view.shouldGroupAccessibilityChildren != baseline.shouldGroupAccessibilityChildren {
            entries.append(YAMLEntry("shouldGroupChildren", .bool(view.shouldGroupAccessibilityChildren)))
        }
        if !kind.makesOwnElements {
            if let name = Self.containerNames[view.accessibilityContainerType],
               view.accessibilityContainerType != baseline.accessibilityContainerType {
                entries.append(YAMLEntry("container", .bare(name)))
            }
            if let elements = Self.listedElements(of: view) {
                let written = elements.filter(\.isAccessibilityElement)
                if written.count < elements.count {
                    note("\(name(of: view)): elements that are not themselves elements are left out")
                }
                entries.append(YAMLEntry("elements", .list(written.map { element(of: view, $0) }, flow: false)))
            }
        }
        return entries
    }

    /// One of a view's `elements`: a part of it that VoiceOver visits.
    private func element(of view: UIView, _ element: UIAccessibilityElement) -> YAMLNode {
        if !(element.accessibilityCustomRotors ?? []).isEmpty {
            note("\(name(of: view)): custom rotors on its elements are left out (a scene gives them to views)")
        }
        let frame = Self.frame(of: element, in: view)
        let baseline = UIAccessibilityElement(accessibilityContainer: view)
        var entries = sharedEntries(of: element, baseline: baseline, host: view)
        entries.insert(YAMLEntry("frame", CaptureNumbers.rect(frame)), at: 0)
        if let point = Self.activationPoint(of: element) { entries.append(YAMLEntry("activationPoint", CaptureNumbers.point(point))) }
        if let path = Self.path(of: element, in: view) { entries.append(YAMLEntry("path", path)) }
        return .mapping(entries, flow: false)
    }

    /// A rectangle on the screen brought into a view's coordinates.
    static func rect(_ screen: CGRect, in view: UIView) -> CGRect {
        let origin = view.window?.frame.origin ?? .zero
        return view.convert(screen.offsetBy(dx: -origin.x, dy: -origin.y), from: nil)
    }

    /// The `accessibilityFrame` a view's app set, in the view's coordinates: `nil` when it is
    /// the view's own frame (UIKit's default).
    static func ownAccessibilityFrame(of view: UIView) -> CGRect? {
        let frame = rect(view.accessibilityFrame, in: view)
        let bounds = view.bounds
        let close = abs(frame.minX - bounds.minX) < 1e-9 && abs(frame.minY - bounds.minY) < 1e-9
            && abs(frame.width - bounds.width) < 1e-9 && abs(frame.height - bounds.height) < 1e-9
        return close ? nil : frame
    }

    /// An element's `accessibilityPath` as a scene's `path`: the corners of its bounds, in the
    /// view's coordinates (what VoiceOver's cursor and order read of it).
    static func path(of object: UIResponder, in view: UIView) -> YAMLNode? {
        guard let path = object.accessibilityPath, !path.bounds.isNull, !path.bounds.isEmpty else { return nil }
        let box = rect(path.bounds, in: view)
        let corners = [CGPoint(x: box.minX, y: box.minY), CGPoint(x: box.maxX, y: box.minY),
                       CGPoint(x: box.maxX, y: box.maxY), CGPoint(x: box.minX, y: box.maxY)]
        return .list(corners.map(CaptureNumbers.point), flow: true)
    }

    /// An element's frame in its view: its frame in container space when it has one, else its
    /// screen frame brought into the view.
    static func frame(of element: UIAccessibilityElement, in view: UIView) -> CGRect {
        if element.accessibilityFrameInContainerSpace != .zero { return element.accessibilityFrameInContainerSpace }
        return rect(element.accessibilityFrame, in: view)
    }

    /// What views and elements share: label, value, hint, traits, custom actions, custom content,
    /// descriptors.
    private func sharedEntries(of object: UIResponder, baseline: UIResponder, host: UIView) -> [YAMLEntry] {
        var entries: [YAMLEntry] = []
        // VoiceOver says nothing for an empty label, value or hint, as for none.
        for (key, live, made) in [("label", object.accessibilityLabel, baseline.accessibilityLabel),
                                  ("value", object.accessibilityValue, baseline.accessibilityValue),
                                  ("hint", object.accessibilityHint, baseline.accessibilityHint)]
            where (live ?? "") != (made ?? "") {
            entries.append(YAMLEntry(key, .text(live ?? "")))
        }
        let inputLabels = object.accessibilityUserInputLabels ?? []
        if inputLabels != baseline.accessibilityUserInputLabels ?? [] {
            entries.append(YAMLEntry("inputLabels", .texts(inputLabels)))
        }
        let traits = CapturedTraits.expressible(object.accessibilityTraits)
        if traits != CapturedTraits.expressible(baseline.accessibilityTraits) {
            entries.append(YAMLEntry("traits", .list(CapturedTraits.names(traits).map { .bare($0) }, flow: true)))
        }
        let actions = (object.accessibilityCustomActions ?? []).map(\.name)
        if actions.contains(where: \.isEmpty) { note("custom actions without a name are left out") }
        let named = actions.filter { !$0.isEmpty }
        if !named.isEmpty {
            entries.append(YAMLEntry("customActions", .list(named.map { .mapping([YAMLEntry("name", .text($0))], flow: true) },
                                                            flow: false), comment: CaptureDefaults.customActions))
        }
        if let content = Self.customContentEntry(of: object) { entries.append(content) }
        if let sources = object.accessibilityDragSourceDescriptors {
            entries.append(YAMLEntry("dragSources", descriptors(sources, host: host)))
        }
        if let points = object.accessibilityDropPointDescriptors {
            entries.append(YAMLEntry("dropPoints", descriptors(points, host: host)))
        }
        return entries
    }

    /// An object's custom content as `customContent` lists it, `nil` when it has none: each
    /// entry's label and value where not empty, and its importance when high.
    static func customContentEntry(of object: UIResponder) -> YAMLEntry? {
        let content = PlatformBridge.customContent(of: object).filter { !$0.label.isEmpty || !$0.value.isEmpty }
        guard !content.isEmpty else { return nil }
        let items = content.map { item -> YAMLNode in
            var entries: [YAMLEntry] = []
            if !item.label.isEmpty { entries.append(YAMLEntry("label", .text(item.label))) }
            if !item.value.isEmpty { entries.append(YAMLEntry("value", .text(item.value))) }
            if item.importance == .high { entries.append(YAMLEntry("importance", .bare("high"))) }
            return .mapping(entries, flow: true)
        }
        return YAMLEntry("customContent", .list(items, flow: false))
    }

    /// Descriptors as the file lists them: each with its name, its view (when not the host),
    /// and its point, always written, so a computed point is kept as it was.
    private func descriptors(_ list: [UIAccessibilityLocationDescriptor], host: UIView) -> YAMLNode {
        var items: [YAMLNode] = []
        for descriptor in list {
            guard let view = descriptor.view else { continue }  // gone: VoiceOver ignores it too
            var entries = [YAMLEntry("name", .text(descriptor.name))]
            if view !== host {
                guard isWritten(view), let id = id(of: view) else {
                    note("a descriptor \"\(descriptor.name)\" names a view outside the captured windows; it is left out")
                    continue
                }
                entries.append(YAMLEntry("view", .text(id)))
            }
            entries.append(YAMLEntry("point", CaptureNumbers.point(descriptor.point)))
            items.append(.mapping(entries, flow: true))
        }
        return .list(items, flow: items.isEmpty)
    }
}
