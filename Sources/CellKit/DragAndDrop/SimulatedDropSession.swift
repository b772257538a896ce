import Foundation

/// A drag as the drop interactions of one app see it. In the app that started the drag it
/// shows the drag session itself and the items' local objects; in another app it shows neither,
/// and only the representations visible to all apps.
@MainActor
final class SimulatedDropSession: UIDropSession {
    let drag: SimulatedDragSession
    let application: String
    var progressIndicatorStyle: UIDropSessionProgressIndicatorStyle = .default
    let progress = Progress(totalUnitCount: 0)
    /// Another app's stand-ins for the drag's items, by the original item.
    private var foreignItems: [ObjectIdentifier: UIDragItem] = [:]

    init(drag: SimulatedDragSession, application: String) {
        self.drag = drag
        self.application = application
    }

    var isLocal: Bool { application == drag.sourceApplication }

    var items: [UIDragItem] {
        guard !isLocal else { return drag.items }
        return drag.items.map { item in
            if let copy = foreignItems[ObjectIdentifier(item)] { return copy }
            let copy = UIDragItem(itemProvider: item.itemProvider.copyForOtherApplication())
            foreignItems[ObjectIdentifier(item)] = copy
            return copy
        }
    }

    func location(in view: UIView) -> CGPoint { drag.location(in: view) }
    var allowsMoveOperation: Bool { drag.allowsMoveOperation }
    var isRestrictedToDraggingApplication: Bool { drag.isRestrictedToDraggingApplication }
    var localDragSession: UIDragSession? { isLocal ? drag : nil }

    func hasItemsConforming(toTypeIdentifiers typeIdentifiers: [String]) -> Bool {
        anyItemConforms(toTypeIdentifiers: typeIdentifiers)
    }

    func canLoadObjects(ofClass aClass: NSItemProviderReading.Type) -> Bool {
        anyItemCanLoad(aClass)
    }

    func loadObjects(ofClass aClass: NSItemProviderReading.Type,
                     completion: @escaping @MainActor ([NSItemProviderReading]) -> Void) -> Progress {
        let loadable = items.filter { $0.itemProvider.canLoadObject(ofClass: aClass) }
        let overall = Progress(totalUnitCount: Int64(loadable.count))
        progress.totalUnitCount += 1
        progress.addChild(overall, withPendingUnitCount: 1)
        var results = [NSItemProviderReading?](repeating: nil, count: loadable.count)
        var remaining = loadable.count
        guard remaining > 0 else {
            drag.system.clock.schedule(after: 0) { completion([]) }
            return overall
        }
        for (index, item) in loadable.enumerated() {
            let child = item.itemProvider.loadObjectOnMainActor(ofClass: aClass) { object, _ in
                results[index] = object
                remaining -= 1
                // Results come in the items' order, once all are in, as UIKit's do.
                if remaining == 0 { completion(results.compactMap { $0 }) }
            }
            overall.addChild(child, withPendingUnitCount: 1)
        }
        return overall
    }
}
