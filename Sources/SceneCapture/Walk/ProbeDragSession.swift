#if canImport(UIKit)
import UIKit
#else
import CellKit
#endif
import Foundation

/// The drag a `ProbeDropSession` comes from when it stands for a drag from the app itself: a
/// delegate that proposes a move only for its own app's drags (as most do: a drag from another
/// app can only be copied) is asked with one of these, so a captured move stays a move.
@MainActor
final class ProbeDragSession: NSObject, UIDragSession {
    let items: [UIDragItem]
    var localContext: Any?

    init(items: [UIDragItem]) {
        self.items = items
        super.init()
    }

    var allowsMoveOperation: Bool { true }
    var isRestrictedToDraggingApplication: Bool { false }

    func location(in view: UIView) -> CGPoint { CGPoint(x: view.bounds.midX, y: view.bounds.midY) }

    func hasItemsConforming(toTypeIdentifiers typeIdentifiers: [String]) -> Bool {
        items.contains { item in typeIdentifiers.contains { item.itemProvider.hasItemConformingToTypeIdentifier($0) } }
    }

    func canLoadObjects(ofClass aClass: NSItemProviderReading.Type) -> Bool {
        items.contains { $0.itemProvider.canLoadObject(ofClass: aClass) }
    }
}
