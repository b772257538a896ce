import Observation

/// What a hosting controller keeps between evaluations of its tree: each view's `@State`
/// storage by identity, and whether the tree must be evaluated again.
@MainActor
final class HostState {
    private var kept: [String: AnyObject] = [:]
    private var used: Set<String> = []
    /// Set when a state or an observed property changed since the last evaluation.
    private(set) var isStale = true
    /// Called when the tree became stale: the hosting view lays itself out again.
    var onStale: (() -> Void)?

    /// The storage kept for `key`, if an evaluation left one.
    func storage(for key: String) -> AnyObject? {
        used.insert(key)
        return kept[key]
    }

    /// Where the list rows of this evaluation keep their views' storage: a row is resolved when
    /// the table asks for it, after the evaluation, so its storage is kept though no view used it.
    private var lazyRowPaths: Set<String> = []
    /// How many list rows were resolved into nodes (a test's measure of the work a state change
    /// costs: the rows on screen, not every row).
    private(set) var rowsResolved = 0

    /// Keeps the storage at `path` and under it through this evaluation (a list row not yet
    /// resolved).
    func keepStorage(under path: String) {
        lazyRowPaths.insert(path)
    }

    /// A list row's nodes, made by `resolve`: counted, and every `@Observable` property it reads
    /// making the tree stale when it changes, as the evaluation's own reads do.
    func resolvingRow(_ resolve: () -> [Node]) -> [Node] {
        rowsResolved += 1
        return tracking(resolve)
    }

    func keep(_ storage: AnyObject, for key: String) {
        used.insert(key)
        kept[key] = storage
    }

    private var followed: Set<ObjectIdentifier> = []
    /// What runs once the tree being evaluated is shown (`onChange` actions).
    private var queued: [() -> Void] = []

    /// Runs `action` after the tree being evaluated is shown.
    func queue(_ action: @escaping () -> Void) {
        queued.append(action)
    }

    /// The queued actions, which are no longer queued.
    func takeQueued() -> [() -> Void] {
        defer { queued = [] }
        return queued
    }


    /// Marks the tree stale whenever `publisher` (an `ObservableObject`'s) fires.
    func follow(_ publisher: ObservableObjectPublisher) {
        guard followed.insert(ObjectIdentifier(publisher)).inserted else { return }
        publisher.subscribe { [weak self] in
            HostState.invalidate(self)
        }
    }

    /// Links the state properties of `view` (found by reflection, as SwiftUI finds them by
    /// its type's layout) to the storage kept at `path`, and its `@Environment` properties to
    /// `environment`.
    func link(_ value: Any, at path: String, environment: EnvironmentValues) {
        for child in Mirror(reflecting: value).children {
            guard let property = child.value as? any HostedStorageProperty else { continue }
            property.link(to: self, key: path + "." + (child.label ?? "?"), environment: environment)
        }
    }

    /// `body`'s value, with every `@Observable` property it reads making the tree stale when
    /// it changes.
    func tracking<T>(_ body: () -> T) -> T {
        withObservationTracking(body) { [weak self] in
            Self.invalidate(self)
        }
    }

    /// Starts an evaluation: storage not used by it is dropped at `endEvaluation()` (a view that
    /// left the tree forgets its state, as in SwiftUI).
    func beginEvaluation() {
        used = []
        lazyRowPaths = []
        isStale = false
    }

    func endEvaluation() {
        kept = kept.filter { used.contains($0.key) || isUnderLazyRow($0.key) }
    }

    /// Whether `key` is the storage of a view in a list row not resolved yet: a path before one
    /// of its `/` or `.` separators is a row's.
    private func isUnderLazyRow(_ key: String) -> Bool {
        guard !lazyRowPaths.isEmpty else { return false }
        for index in key.indices where key[index] == "/" || key[index] == "." {
            if lazyRowPaths.contains(String(key[..<index])) { return true }
        }
        return false
    }

    /// Marks the tree stale without asking for a layout (an evaluation for measuring only).
    func markStaleQuietly() {
        isStale = true
    }

    func markStale() {
        guard !isStale else { return }
        isStale = true
        onStale?()
    }

    /// Marks `host` stale from any context: on the main actor at once; from elsewhere, on the
    /// main queue (an observed property changed on another thread).
    nonisolated static func invalidate(_ host: HostState?) {
        guard let host else { return }
        if MainActorCheck.isOnMainActor {
            MainActor.assumeIsolated { host.markStale() }
        } else {
            let reference = UncheckedHost(host: host)
            DispatchQueue.main.async {
                MainActor.assumeIsolated { reference.host?.markStale() }
            }
        }
    }
}

/// A weak reference to a host handed to the main queue, where it is used.
private struct UncheckedHost: @unchecked Sendable {
    weak var host: HostState?
}
