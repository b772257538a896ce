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

    /// Where the list rows of this evaluation keep their views' storage, a prefix per
    /// `ForEach` in a list: a row is resolved when the table asks for it, after the evaluation,
    /// so its storage is kept though no view used it; the table forgets the storage of the rows
    /// it removes (`forgetStorage(under:)`).
    private var rowRunPrefixes: [String] = []
    /// How many list rows were resolved into nodes (a test's measure of the work a state change
    /// costs: the rows on screen, not every row).
    private(set) var rowsResolved = 0
    /// How many row identities the lists' tables made, hashed or compared one by one (a test's
    /// measure of the work a state change costs: the rows that changed, not every row; the
    /// scan of unchanged rows' bytes is not counted).
    var identityWork = 0

    /// Keeps the storage under `prefix` (a `ForEach`'s rows in a list) through this evaluation.
    func keepStorage(underRowsAt prefix: String) {
        rowRunPrefixes.append(prefix)
    }

    /// Drops the storage at each of `paths` and under it: the rows gone from a list.
    func forgetStorage(under paths: Set<String>) {
        guard !paths.isEmpty else { return }
        kept = kept.filter { !Self.isUnder($0.key, oneOf: paths) }
    }

    /// Whether `key` is one of `paths` or under one: a path before one of its `/` or `.`
    /// separators is one of them.
    private static func isUnder(_ key: String, oneOf paths: Set<String>) -> Bool {
        if paths.contains(key) { return true }
        for index in key.indices where key[index] == "/" || key[index] == "." {
            if paths.contains(String(key[..<index])) { return true }
        }
        return false
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
        rowRunPrefixes = []
        isStale = false
    }

    func endEvaluation() {
        kept = kept.filter { used.contains($0.key) || isUnderLazyRow($0.key) }
    }

    /// Whether `key` is the storage of a view in a list row not resolved yet.
    private func isUnderLazyRow(_ key: String) -> Bool {
        rowRunPrefixes.contains { key.hasPrefix($0) }
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
