import Foundation

/// The one session object behind both sides' views of a drag, owned by the `Finger` that
/// drives it.
@MainActor
final class SimulatedDragSession: UIDragSession, UIDropSession {
    private(set) var items: [UIDragItem] = []
    /// The finger's position on the screen.
    var screenLocation: CGPoint
    var allowsMoveOperation = true
    var isRestrictedToDraggingApplication = false
    var localContext: Any?
    var progressIndicatorStyle: UIDropSessionProgressIndicatorStyle = .default
    let progress = Progress(totalUnitCount: 0)
    /// The app that started the drag.
    let sourceApplication: String
    let gate: ItemLoadGate

    init(sourceApplication: String, location: CGPoint, clock: VirtualClock) {
        self.sourceApplication = sourceApplication
        self.screenLocation = location
        self.gate = ItemLoadGate(clock: clock)
    }

    func append(_ newItems: [UIDragItem]) {
        for item in newItems {
            item.itemProvider.loadGate = gate
        }
        items += newItems
    }

    func location(in view: UIView) -> CGPoint {
        view.pointFromScreen(screenLocation)
    }

    func hasItemsConforming(toTypeIdentifiers typeIdentifiers: [String]) -> Bool {
        items.contains { item in typeIdentifiers.contains { item.itemProvider.hasItemConformingToTypeIdentifier($0) } }
    }

    func canLoadObjects(ofClass aClass: NSItemProviderReading.Type) -> Bool {
        items.contains { $0.itemProvider.canLoadObject(ofClass: aClass) }
    }

    var localDragSession: UIDragSession? { self }

    func loadObjects(ofClass aClass: NSItemProviderReading.Type,
                     completion: @escaping @MainActor ([NSItemProviderReading]) -> Void) -> Progress {
        let loadable = items.filter { $0.itemProvider.canLoadObject(ofClass: aClass) }
        let overall = Progress(totalUnitCount: Int64(loadable.count))
        var results = [NSItemProviderReading?](repeating: nil, count: loadable.count)
        var remaining = loadable.count
        guard remaining > 0 else {
            gate.clock.schedule(after: 0) { completion([]) }
            return overall
        }
        for (index, item) in loadable.enumerated() {
            let child = item.itemProvider.loadObject(ofClass: aClass) { object, _ in
                results[index] = object
                remaining -= 1
                if remaining == 0 { completion(results.compactMap { $0 }) }
            }
            overall.addChild(child, withPendingUnitCount: 1)
        }
        progress.totalUnitCount += 1
        progress.addChild(overall, withPendingUnitCount: 1)
        return overall
    }
}
