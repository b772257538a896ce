import Observation

/// What a hosting controller keeps between evaluations of its tree: each view's `@State`
/// storage by identity, and whether the tree must be evaluated again.
@MainActor
final class HostState {
    /// The storage of the tree's views outside any list row, kept while an evaluation uses it.
    private var kept: [String: AnyObject] = [:]
    private var used: Set<String> = []
    /// The storage of list rows' views, by the `ForEach`'s prefix (`rowRunPrefixes`), then by
    /// the row's path: a row is resolved when the table asks for it, after the evaluation, so
    /// its storage is kept while its `ForEach` is in the tree, until the table finds the row
    /// gone (`forgetStorage(under:)`). No evaluation walks it.
    private var rowKept: [String: [String: [String: AnyObject]]] = [:]
    /// The rows being resolved, innermost last: the storage their views ask for is theirs.
    private var resolvingRows: [(prefix: String, path: String)] = []
    /// Set when a state or an observed property changed since the last evaluation.
    private(set) var isStale = true
    /// Called when the tree became stale: the hosting view lays itself out again.
    var onStale: (() -> Void)?

    /// The storage kept for `key`, if an evaluation (or the row's last resolution) left one.
    func storage(for key: String) -> AnyObject? {
        if let row = resolvingRows.last { return rowKept[row.prefix]?[row.path]?[key] }
        used.insert(key)
        return kept[key]
    }

    func keep(_ storage: AnyObject, for key: String) {
        if let row = resolvingRows.last {
            rowKept[row.prefix, default: [:]][row.path, default: [:]][key] = storage
            return
        }
        used.insert(key)
        kept[key] = storage
    }

    /// The prefixes under which this evaluation's list rows keep their views' storage, one per
    /// `ForEach` in a list.
    private var rowRunPrefixes: [String] = []
    /// How many list rows were resolved into nodes (a test's measure of the work a state change
    /// costs: the rows on screen, not every row).
    private(set) var rowsResolved = 0
    /// How many row identities the lists' tables made, hashed or compared one by one (a test's
    /// measure of the work a state change costs: the rows that changed, not every row; the
    /// scan of unchanged rows' bytes is not counted).
    var identityWork = 0

    /// Keeps the storage of the rows under `prefix` (a `ForEach`'s rows in a list) through
    /// this evaluation.
    func keepStorage(underRowsAt prefix: String) {
        rowRunPrefixes.append(prefix)
    }

    /// Drops the storage of the rows at `paths`: rows gone from a list.
    func forgetStorage(under paths: Set<String>) {
        for path in paths {
            for prefix in rowRunPrefixes where path.hasPrefix(prefix) {
                rowKept[prefix]?[path] = nil
            }
            // The rows of a list inside the row go with it.
            for prefix in rowKept.keys where prefix.hasPrefix(path + "/") {
                rowKept[prefix] = nil
            }
        }
    }

    /// A list row's nodes, made by `resolve`: counted, the storage its views ask for kept as
    /// the row's (`path`, under its `ForEach`'s `prefix`), and every `@Observable` property it
    /// reads making the tree stale when it changes, as the evaluation's own reads do.
    func resolvingRow(prefix: String, path: String, _ resolve: () -> [Node]) -> [Node] {
        rowsResolved += 1
        resolvingRows.append((prefix, path))
        defer { resolvingRows.removeLast() }
        return tracking(resolve)
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
    /// The sheets and alerts this evaluation's modifiers asked for, by the modifiers' identity
    /// (a list row's, when the row is resolved after it).
    private(set) var presentationRequests: [(path: String, presentation: HostedPresentation)] = []

    /// A modifier at `path` asks for `presentation` while its binding says so.
    func requestPresentation(_ presentation: HostedPresentation, at path: String) {
        presentationRequests.append((path, presentation))
    }

    func beginEvaluation() {
        presentationRequests = []
        used = []
        rowRunPrefixes = []
        isStale = false
    }

    func endEvaluation() {
        kept = kept.filter { used.contains($0.key) }
        // A `ForEach` gone from every list takes its rows' storage with it. One in a list
        // inside a row registers when that row is resolved, after the evaluation: it stays
        // while the `ForEach` whose row holds it does.
        if !rowKept.isEmpty {
            let live = rowRunPrefixes
            rowKept = rowKept.filter { group in live.contains { group.key.hasPrefix($0) } }
        }
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
