#if canImport(UIKit)
import UIKit
#else
import CellKit
#endif
import Foundation

/// A drop session made only to ask a drop delegate one question: can it handle an item of this
/// type? And what would it propose? `UIDropSession` is a protocol, so any code may offer one;
/// this one holds a single item with a single representation, is at the view's centre, comes
/// from another app (or, to ask what a drag from the app itself would get, from a
/// `ProbeDragSession` of this app), and never loads anything (the capture never asks a delegate
/// to perform a drop).
@MainActor
final class ProbeDropSession: NSObject, UIDropSession {
    let items: [UIDragItem]
    var progressIndicatorStyle: UIDropSessionProgressIndicatorStyle = .none
    let progress = Progress(totalUnitCount: 0)

    /// The drag this drop comes from, when it comes from the app itself.
    private let localDrag: ProbeDragSession?

    init(typeIdentifier: String, local: Bool = false) {
        let provider = NSItemProvider()
        provider.registerDataRepresentation(forTypeIdentifier: typeIdentifier, visibility: .all) { _ in nil }
        items = [UIDragItem(itemProvider: provider)]
        localDrag = local ? ProbeDragSession(items: items) : nil
        super.init()
    }

    var localDragSession: UIDragSession? { localDrag }
    var allowsMoveOperation: Bool { true }
    var isRestrictedToDraggingApplication: Bool { false }

    func location(in view: UIView) -> CGPoint { CGPoint(x: view.bounds.midX, y: view.bounds.midY) }

    func hasItemsConforming(toTypeIdentifiers typeIdentifiers: [String]) -> Bool {
        items.contains { item in typeIdentifiers.contains { item.itemProvider.hasItemConformingToTypeIdentifier($0) } }
    }

    func canLoadObjects(ofClass aClass: NSItemProviderReading.Type) -> Bool {
        items.contains { $0.itemProvider.canLoadObject(ofClass: aClass) }
    }

    #if canImport(UIKit)
    func loadObjects(ofClass aClass: NSItemProviderReading.Type,
                     completion: @escaping ([NSItemProviderReading]) -> Void) -> Progress { progress }
    #else
    func loadObjects(ofClass aClass: NSItemProviderReading.Type,
                     completion: @escaping @MainActor ([NSItemProviderReading]) -> Void) -> Progress { progress }
    #endif

    /// The type identifiers a scene can name, most general first.
    static let sceneTypes = ["public.item", "public.content", "public.data", "public.text", "public.image",
                             "public.plain-text", "public.url", "public.png", "public.jpeg"]

    /// What a drop interaction accepts, of the types a scene can name: each type its delegate
    /// can handle, less those a broader accepted type already covers. `nil` when it handles
    /// none of them (it takes types of its own, which a scene cannot name).
    static func acceptedTypes(of interaction: UIDropInteraction) -> [String]? {
        broadest(sceneTypes.filter { PlatformBridge.canHandle(interaction, ProbeDropSession(typeIdentifier: $0)) })
    }

    /// Of the accepted types, each one no broader accepted type covers; `nil` when none.
    static func broadest(_ accepted: [String]) -> [String]? {
        let broadest = accepted.filter { type in
            let provider = NSItemProvider()
            provider.registerDataRepresentation(forTypeIdentifier: type, visibility: .all) { _ in nil }
            return !accepted.contains { $0 != type && provider.hasItemConformingToTypeIdentifier($0) }
        }
        return broadest.isEmpty ? nil : broadest
    }

    /// What a drop interaction's delegate proposes for a drag of the first accepted type from the
    /// app itself, at the view's centre: a move stays a move. `nil` when it proposes nothing a
    /// scene says (`.cancel`).
    static func proposedOperation(of interaction: UIDropInteraction, accepting types: [String]) -> UIDropOperation? {
        let session = ProbeDropSession(typeIdentifier: types.first ?? CaptureDefaults.acceptedType, local: true)
        return PlatformBridge.proposal(of: interaction, for: session)?.operation
    }
}
