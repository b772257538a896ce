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
/// In a drop, data may be requested only inside `performDrop`; a request anywhere else fails, as
/// UIKit's does. Loads complete on the drag system's virtual clock.
@MainActor
open class NSItemProvider: NSObject {
    /// Item provider error codes, as `NSItemProvider.ErrorCode` in Foundation.
    public enum ErrorCode: Int, Sendable {
        case unknownError = -1
        case itemUnavailableError = -1000
        case unexpectedValueClassError = -1100
        case unavailableCoercionError = -1200
    }

    struct Registration {
        let typeIdentifier: String
        let visibility: NSItemProviderRepresentationVisibility
        let load: @MainActor (@escaping (Data?, (any Error)?) -> Void) -> Progress?
    }

    @exclusivity(unchecked) private var registrations: [Registration] = []

    /// A name for the data, for the file a receiver might create.
    open var suggestedName: String? {
        get { storedSuggestedName }
        set { storedSuggestedName = newValue }
    }
    @exclusivity(unchecked) private var storedSuggestedName: String?

    /// How long, in virtual seconds, each load takes. [sim] Apple's loads take as long as the
    /// data does; scenes set this to show progress and placeholders.
    public var simulatedLoadDelay: TimeInterval {
        get { storedLoadDelay }
        set { storedLoadDelay = newValue }
    }
    @exclusivity(unchecked) private var storedLoadDelay: TimeInterval = 0
    /// When set, every load fails with this message. [sim] Lets scenes show a failed transfer.
    public var simulatedFailure: String? {
        get { storedFailure }
        set { storedFailure = newValue }
    }
    @exclusivity(unchecked) private var storedFailure: String?

    /// Set by the drag system while the provider's item is in a session.
    @exclusivity(unchecked) var loadGate: ItemLoadGate?

    public override init() {
        super.init()
    }

    /// A provider offering `object` as every type its class can write.
    public convenience init(object: NSItemProviderWriting) {
        self.init()
        registerObject(object, visibility: .all)
    }

    /// Registers `object` under each of its class's writable types. A type already registered
    /// keeps its first registration.
    open func registerObject(_ object: NSItemProviderWriting, visibility: NSItemProviderRepresentationVisibility) {
        for type in Swift.type(of: object).writableTypeIdentifiersForItemProvider {
            register(Registration(typeIdentifier: type, visibility: visibility) { completion in
                object.loadData(withTypeIdentifier: type, forItemProviderCompletionHandler: completion)
            })
        }
    }

    /// Registers a representation whose data `loadHandler` produces when asked.
    open func registerDataRepresentation(
        forTypeIdentifier typeIdentifier: String,
        visibility: NSItemProviderRepresentationVisibility,
        loadHandler: @escaping @MainActor (@escaping (Data?, (any Error)?) -> Void) -> Progress?
    ) {
        register(Registration(typeIdentifier: typeIdentifier, visibility: visibility, load: loadHandler))
    }

    private func register(_ registration: Registration) {
        // A loop, not `contains(where:)`: a closure isolated to the main actor checks the
        // executor each time it is called, and a probe that drags every row registers an item for each.
        for existing in registrations where existing.typeIdentifier == registration.typeIdentifier { return }
        registrations.append(registration)
    }

    /// The provider another app sees: only the representations visible to all apps. [sim] The
    /// apps of a scene are by different developers, so team and group visibility stay home too.
    func copyForOtherApplication() -> NSItemProvider {
        let copy = NSItemProvider()
        copy.registrations = registrations.filter { $0.visibility == .all }
        copy.suggestedName = suggestedName
        copy.simulatedLoadDelay = simulatedLoadDelay
        copy.simulatedFailure = simulatedFailure
        copy.loadGate = loadGate
        return copy
    }

    /// The registered types, in registration (fidelity) order.
    open var registeredTypeIdentifiers: [String] { registrations.map(\.typeIdentifier) }

    /// Whether some registered type conforms to `typeIdentifier` (PNG conforms to image).
    open func hasItemConformingToTypeIdentifier(_ typeIdentifier: String) -> Bool {
        registrations.contains { TypeIdentifier.conforms($0.typeIdentifier, to: typeIdentifier) }
    }

    /// Whether an object of `aClass` can be made from one of the registered types.
    open func canLoadObject(ofClass aClass: NSItemProviderReading.Type) -> Bool {
        bestRegistration(for: aClass.readableTypeIdentifiersForItemProvider) != nil
    }

    /// Loads an object of `aClass` from the best matching representation. The completion runs
    /// on the virtual clock with the object, or with an error when the load is refused, fails or
    /// is cancelled through the returned progress.
    @discardableResult
    open func loadObject(ofClass aClass: NSItemProviderReading.Type,
                         completionHandler: @escaping @MainActor (NSItemProviderReading?, (any Error)?) -> Void) -> Progress {
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
                                     completionHandler: @escaping @MainActor (Data?, (any Error)?) -> Void) -> Progress {
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
        for type in readable {
            if let match = registrations.first(where: { TypeIdentifier.conforms($0.typeIdentifier, to: type) }) {
                return match
            }
        }
        return nil
    }

    private func load(_ registration: Registration,
                      completion: @escaping @MainActor (Data?, (any Error)?) -> Void) -> Progress {
        let progress = Progress(totalUnitCount: 1)
        if let gate = loadGate, !gate.allowsLoading {
            finish {
                completion(nil, Self.error(.itemUnavailableError,
                                           "data can be requested only inside performDrop"))
            }
            return progress
        }
        let failure = simulatedFailure
        loadGate?.loadDidStart()
        let delay = simulatedLoadDelay
        let deliver: @MainActor () -> Void = { [weak gate = loadGate] in
            defer { gate?.loadDidFinish() }
            if progress.isCancelled {
                return completion(nil, NSError(domain: NSCocoaErrorDomain, code: NSUserCancelledError,
                                               userInfo: [NSLocalizedDescriptionKey: "the load was cancelled"]))
            }
            if let failure {
                return completion(nil, Self.error(.itemUnavailableError, failure))
            }
            var delivered = false
            _ = registration.load { data, error in
                guard !delivered else { return }
                delivered = true
                progress.completedUnitCount = 1
                completion(data, error)
            }
            if !delivered {
                completion(nil, Self.error(.itemUnavailableError,
                                           "the representation of \(registration.typeIdentifier) gave no data"))
            }
        }
        if let clock = loadGate?.clock {
            clock.schedule(after: delay, deliver)
        } else {
            deliver()
        }
        return progress
    }

    private func finish(_ body: @escaping @MainActor () -> Void) {
        if let clock = loadGate?.clock {
            clock.schedule(after: 0, body)
        } else {
            body()
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
