import Foundation

/// The error domain of item provider failures.
public let NSItemProviderErrorDomain = "NSItemProviderErrorDomain"

/// Who may load a representation.
public enum NSItemProviderRepresentationVisibility: Int, Sendable {
    case all, team, group, ownProcess
}

/// One dragged thing's data, in several representations registered highest fidelity first,
/// loaded asynchronously on request.
///
/// As Foundation's, a provider is not tied to the main actor and is `Sendable`: model code builds
/// providers anywhere, and its handlers are `@Sendable`. Its state is kept behind a lock.
///
/// In a drop, data may be requested only inside `performDrop`; a request anywhere else fails, as
/// UIKit's does. While its item is in a drag session, a provider's loads complete on the drag
/// system's virtual clock, on the main actor (Foundation calls them on a background queue;
/// CellKit keeps them on the clock so a drop's timeline is reproducible). A provider in a session
/// must be asked from the main actor, as drop delegates are; a load asked from another thread
/// fails with a message saying so. A provider in no session loads at once, on the caller's thread.
open class NSItemProvider: NSObject, @unchecked Sendable {
    /// Item provider error codes, as `NSItemProvider.ErrorCode` in Foundation.
    public enum ErrorCode: Int, Sendable {
        case unknownError = -1
        case itemUnavailableError = -1000
        case unexpectedValueClassError = -1100
        case unavailableCoercionError = -1200
    }

    /// A data completion handler, as Foundation's.
    public typealias DataCompletion = @Sendable (Data?, (any Error)?) -> Void

    struct Registration: Sendable {
        let typeIdentifier: String
        let visibility: NSItemProviderRepresentationVisibility
        let load: @Sendable (@escaping DataCompletion) -> Progress?
    }

    /// Everything a provider holds, read and written only under `lock`.
    private struct State {
        var registrations: [Registration] = []
        var suggestedName: String?
        var loadDelay: TimeInterval = 0
        var failure: String?
        var loadGate: ItemLoadGate?
    }

    private let lock = NSLock()
    private var state = State()

    private func withState<T>(_ body: (inout State) -> T) -> T {
        lock.lock()
        defer { lock.unlock() }
        return body(&state)
    }

    /// A name for the data, for the file a receiver might create.
    open var suggestedName: String? {
        get { withState { $0.suggestedName } }
        set { withState { $0.suggestedName = newValue } }
    }

    /// CellKit's own: how long, in virtual seconds, each load takes. [sim] Apple's loads take as
    /// long as the data does; scenes set this to show progress and placeholders.
    public var simulatedLoadDelay: TimeInterval {
        get { withState { $0.loadDelay } }
        set { withState { $0.loadDelay = newValue } }
    }

    /// CellKit's own: when set, every load fails with this message. [sim] Lets scenes show a
    /// failed transfer.
    public var simulatedFailure: String? {
        get { withState { $0.failure } }
        set { withState { $0.failure = newValue } }
    }

    /// Set by the drag system while the provider's item is in a session.
    var loadGate: ItemLoadGate? {
        get { withState { $0.loadGate } }
        set { withState { $0.loadGate = newValue } }
    }

    public override init() {
        super.init()
    }

    /// A provider offering `object` as every type its class can write.
    public convenience init(object: any NSItemProviderWriting) {
        self.init()
        registerObject(object, visibility: .all)
    }

    /// Registers `object` under each of its class's writable types. A type already registered
    /// keeps its first registration.
    open func registerObject(_ object: any NSItemProviderWriting, visibility: NSItemProviderRepresentationVisibility) {
        // Foundation keeps the object and asks it from any thread; so does CellKit.
        let kept = KeptObject(object: object)
        for type in Swift.type(of: object).writableTypeIdentifiersForItemProvider {
            register(Registration(typeIdentifier: type, visibility: visibility) { completion in
                kept.object.loadData(withTypeIdentifier: type, forItemProviderCompletionHandler: completion)
            })
        }
    }

    /// Registers a representation whose data `loadHandler` produces when asked.
    open func registerDataRepresentation(
        forTypeIdentifier typeIdentifier: String,
        visibility: NSItemProviderRepresentationVisibility,
        loadHandler: @escaping @Sendable (@escaping @Sendable (Data?, (any Error)?) -> Void) -> Progress?
    ) {
        register(Registration(typeIdentifier: typeIdentifier, visibility: visibility, load: loadHandler))
    }

    private func register(_ registration: Registration) {
        withState { state in
            // A loop, not `contains(where:)`: a probe that drags every row registers an item for each.
            for existing in state.registrations where existing.typeIdentifier == registration.typeIdentifier { return }
            state.registrations.append(registration)
        }
    }

    /// The provider another app sees: only the representations visible to all apps. [sim] The
    /// apps of a scene are by different developers, so team and group visibility stay home too.
    func copyForOtherApplication() -> NSItemProvider {
        let copy = NSItemProvider()
        var kept = withState { $0 }
        kept.registrations = kept.registrations.filter { $0.visibility == .all }
        copy.withState { $0 = kept }
        return copy
    }

    /// The registered types, in registration (fidelity) order.
    open var registeredTypeIdentifiers: [String] { withState { $0.registrations.map(\.typeIdentifier) } }

    /// Whether some registered type conforms to `typeIdentifier` (PNG conforms to image).
    open func hasItemConformingToTypeIdentifier(_ typeIdentifier: String) -> Bool {
        withState { $0.registrations }.contains { TypeIdentifier.conforms($0.typeIdentifier, to: typeIdentifier) }
    }

    /// Whether an object of `aClass` can be made from one of the registered types.
    open func canLoadObject(ofClass aClass: any NSItemProviderReading.Type) -> Bool {
        bestRegistration(for: aClass.readableTypeIdentifiersForItemProvider) != nil
    }

    /// Loads an object of `aClass` from the best matching representation. The completion runs
    /// with the object, or with an error when the load is refused, fails or is cancelled through
    /// the returned progress.
    @discardableResult
    open func loadObject(ofClass aClass: any NSItemProviderReading.Type,
                         completionHandler: @escaping @Sendable ((any NSItemProviderReading)?, (any Error)?) -> Void) -> Progress {
        guard let registration = bestRegistration(for: aClass.readableTypeIdentifiersForItemProvider) else {
            let progress = Progress(totalUnitCount: 1)
            finish {
                completionHandler(nil, Self.error(.unavailableCoercionError,
                                                  "no registered type can be read as \(aClass)"))
            }
            return progress
        }
        return load(registration) { data, error in
            guard let data else { return completionHandler(nil, error) }
            do {
                completionHandler(try aClass.object(withItemProviderData: data, typeIdentifier: registration.typeIdentifier), nil)
            } catch {
                completionHandler(nil, error)
            }
        }
    }

    /// Loads the data of the first registered type conforming to `typeIdentifier`.
    @discardableResult
    open func loadDataRepresentation(forTypeIdentifier typeIdentifier: String,
                                     completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void) -> Progress {
        let registrations = withState { $0.registrations }
        guard let registration = registrations.first(where: { TypeIdentifier.conforms($0.typeIdentifier, to: typeIdentifier) }) else {
            let progress = Progress(totalUnitCount: 1)
            finish {
                completionHandler(nil, Self.error(.itemUnavailableError, "no representation conforms to \(typeIdentifier)"))
            }
            return progress
        }
        return load(registration, completion: completionHandler)
    }

    private func bestRegistration(for readable: [String]) -> Registration? {
        let registrations = withState { $0.registrations }
        for type in readable {
            if let match = registrations.first(where: { TypeIdentifier.conforms($0.typeIdentifier, to: type) }) {
                return match
            }
        }
        return nil
    }

    private func load(_ registration: Registration, completion: @escaping DataCompletion) -> Progress {
        let progress = Progress(totalUnitCount: 1)
        let (gate, failure, delay) = withState { ($0.loadGate, $0.failure, $0.loadDelay) }
        let deliver: @Sendable () -> Void = {
            if progress.isCancelled {
                return completion(nil, NSError(domain: NSCocoaErrorDomain, code: NSUserCancelledError,
                                               userInfo: [NSLocalizedDescriptionKey: "the load was cancelled"]))
            }
            if let failure {
                return completion(nil, Self.error(.itemUnavailableError, failure))
            }
            let delivered = DeliveredFlag()
            _ = registration.load { data, error in
                guard delivered.claim() else { return }
                progress.completedUnitCount = 1
                completion(data, error)
            }
            if delivered.claim() {
                completion(nil, Self.error(.itemUnavailableError,
                                           "the representation of \(registration.typeIdentifier) gave no data"))
            }
        }
        guard let gate else {
            deliver()
            return progress
        }
        guard MainActorCheck.isOnMainActor else {
            completion(nil, Self.error(.itemUnavailableError,
                                       "an item in a drag session loads only when asked from the main actor, as drop delegates are"))
            return progress
        }
        MainActor.assumeIsolated {
            guard gate.allowsLoading else {
                gate.clock.schedule(after: 0) {
                    completion(nil, Self.error(.itemUnavailableError, "data can be requested only inside performDrop"))
                }
                return
            }
            gate.loadDidStart()
            gate.clock.schedule(after: delay) { [weak gate] in
                defer { gate?.loadDidFinish() }
                deliver()
            }
        }
        return progress
    }

    /// Runs `body` as a load's end runs: on the session's clock when there is one, else now.
    private func finish(_ body: @escaping @Sendable () -> Void) {
        guard let gate = loadGate, MainActorCheck.isOnMainActor else { return body() }
        MainActor.assumeIsolated {
            gate.clock.schedule(after: 0, body)
        }
    }

    nonisolated static func error(_ code: ErrorCode, _ message: String) -> NSError {
        NSError(domain: NSItemProviderErrorDomain, code: code.rawValue,
                userInfo: [NSLocalizedDescriptionKey: message])
    }
}

/// Whether the providers of a session's items may load now, and the clock their loads run on.
@MainActor
final class ItemLoadGate {
    let clock: VirtualClock
    var allowsLoading = false
    private(set) var pendingLoads = 0
    /// Runs once every load started during the drop has finished.
    var onAllLoadsFinished: (@MainActor () -> Void)?

    init(clock: VirtualClock) {
        self.clock = clock
    }

    func loadDidStart() { pendingLoads += 1 }

    func loadDidFinish() {
        pendingLoads -= 1
        if pendingLoads == 0, let action = onAllLoadsFinished {
            onAllLoadsFinished = nil
            action()
        }
    }
}
