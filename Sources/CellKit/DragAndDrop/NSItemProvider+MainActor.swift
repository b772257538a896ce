import Foundation

extension NSItemProvider {
    /// Loads an object of `aClass` and hands it to `completion` on the main actor: for CellKit's
    /// own drop code, whose loads always run on a session's clock (or at once, when asked on the
    /// main actor of a provider in no session).
    @discardableResult
    package func loadObjectOnMainActor(ofClass aClass: any NSItemProviderReading.Type,
                                       completion: @escaping @MainActor ((any NSItemProviderReading)?, (any Error)?) -> Void) -> Progress {
        let handoff = MainActorHandoff(completion)
        return loadObject(ofClass: aClass) { object, error in
            handoff.deliver(KeptReading(object: object), error)
        }
    }

    /// `loadDataRepresentation(forTypeIdentifier:completionHandler:)` with the completion on the main actor.
    @discardableResult
    package func loadDataOnMainActor(forTypeIdentifier typeIdentifier: String,
                                     completion: @escaping @MainActor (Data?, (any Error)?) -> Void) -> Progress {
        loadDataRepresentation(forTypeIdentifier: typeIdentifier) { data, error in
            let kept = KeptError(error: error)
            guard MainActorCheck.isOnMainActor else { return }
            MainActor.assumeIsolated { completion(data, kept.error) }
        }
    }
}

/// A main-actor completion called from a `@Sendable` one: CellKit's loads end on the main
/// thread (the clock's, or the caller's), so the hand-off runs it there; from another thread it
/// does nothing rather than trap.
private struct MainActorHandoff: Sendable {
    let completion: @MainActor ((any NSItemProviderReading)?, (any Error)?) -> Void

    init(_ completion: @escaping @MainActor ((any NSItemProviderReading)?, (any Error)?) -> Void) {
        self.completion = completion
    }

    func deliver(_ object: KeptReading, _ error: (any Error)?) {
        let kept = KeptError(error: error)
        guard MainActorCheck.isOnMainActor else { return }
        MainActor.assumeIsolated { completion(object.object, kept.error) }
    }
}

/// A loaded object carried to the main actor: it was made for this one completion and nothing
/// else holds it.
private struct KeptReading: @unchecked Sendable {
    let object: (any NSItemProviderReading)?
}

/// An error carried to the main actor (Foundation's errors are immutable values).
private struct KeptError: @unchecked Sendable {
    let error: (any Error)?
}

/// An object registered with a provider, kept for its loads as Foundation keeps it.
struct KeptObject: @unchecked Sendable {
    let object: any NSItemProviderWriting
}

/// Whether a load's completion has run: a representation may call it late or twice; only the
/// first call counts.
final class DeliveredFlag: @unchecked Sendable {
    private let lock = NSLock()
    private var delivered = false

    /// True the first time only.
    func claim() -> Bool {
        lock.lock()
        defer { lock.unlock() }
        if delivered { return false }
        delivered = true
        return true
    }
}
