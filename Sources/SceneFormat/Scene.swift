import CellKit
import ScreenReader
import Session

/// A screen described by a scene file: its windows and views, ready to read and drag in, the
/// language it speaks, and the script that walks it.
///
/// A scene is where windows come from; `makeSession(language:)` gives the session that runs
/// them. Running a scene changes its views (drops land in them); load it again for a fresh run.
@MainActor
public final class Scene {
    /// The file name without its extension: how shipped scenes are named.
    public let name: String
    public let title: String?
    /// The file the scene came from, as given.
    public let file: String
    public let language: Language
    /// VoiceOver's Verbosity settings the scene's sessions start with: the scene's `voiceOver`
    /// key, which a command line may override before a session is made.
    public var verbosity: Verbosity
    /// The windows, back to front.
    public let windows: [UIWindow]
    /// Every view with an id, by id.
    public let views: [String: UIView]
    /// The device the scene assumes (its `device` key): its views were made with it as
    /// `UIDevice.current`.
    public let device: UIDevice
    /// The scene's screens (`screens`), by name: view controllers shown in its windows or
    /// pushed and presented by its controls.
    public let screens: [String: UIViewController]
    /// The scene's screens in file order: the order a tour of them takes (`tourScreens(_:)`).
    let screenOrder: [SceneScreen]
    public let script: Script?
    /// Problems that do not stop the scene from working (a frame outside its window).
    public let warnings: [SceneError]
    /// The declarative delegates, which interactions hold only weakly.
    private let delegates: [AnyObject]
    /// Whether a tab bar of the scene shows pages of views (`tabs:` with `views:`): every such
    /// tab bar has its delegate kept here, so a tour of the screens (`ScreenTour`) looks for tab
    /// bars only when there is one to find.
    var hasTabPages: Bool { delegates.contains { $0 is TabPagesDelegate } }
    /// Audit rules the scene breaks on purpose, with why.
    public let auditIgnores: [AuditIgnore]
    /// Where each view and accessibility element was described in the file.
    private let locations: [(ObjectIdentifier, SourceLocation)]
    /// Where each object's location is in `locations` (the later one for an object described
    /// twice), made when first asked for: running a scene never asks, and making it cost a
    /// fortieth of loading a long table. Places, not locations: each location holds a key path,
    /// which would be retained and released at every entry and lookup.
    private lazy var placesByObject: (places: [ObjectIdentifier: Int], isEachOnce: Bool) = {
        var places = [ObjectIdentifier: Int](minimumCapacity: locations.count)
        for index in locations.indices { places[locations[index].0] = index }
        return (places, places.count == locations.count)
    }()
    /// The place of the object last asked about: the audit asks about a long table's rows in
    /// the order they were described, so the next one is usually the next place.
    private var lastPlace = -1

    /// The bytes of the file the scene was read from; 0 for a scene built in Swift. A run's read
    /// alls may read two elements a byte of it (`ScriptRunner`), so what a file costs to run
    /// grows with the file, however many rows its counts make.
    public let sourceSize: Int

    /// The views the scene's actions have hidden or shown, which a run's budget counts.
    let effectTally: EffectTally

    /// The elements read alls on the scene may read in all, at most `limit`: for a scene read
    /// from a file, at most two a byte of it, never fewer than `readAllFloor`
    /// (`ReadAllProgress.cost`: a table's scrolls and long words count too). A table's numbered
    /// rows are a few bytes for any count, and a read all reads every row: without this, 2 KB
    /// with a count of 65,536 took 12 s to read. 2,000 labels read 101 times (110 KB) still read
    /// 200,000.
    public func readAllBudget(within limit: Int) -> Int {
        budget(perByte: 2, floor: Self.readAllFloor, within: limit)
    }

    /// The least a file's read alls may cost in all, however small the file: measured in a
    /// release build, the costliest read all of this size (a table scrolled a row at a time)
    /// takes about a fifth of a second (DECISIONS.md, "A read all's budget counts the walks of
    /// the screen its scrolling makes").
    public static let readAllFloor = 40_000

    /// The bytes of speech runs on the scene may say, at most `limit`: for a scene read from a
    /// file, sixteen a byte of it, never fewer than `speechFloor`, so what a file's run says
    /// grows with the file, however often its script makes an element say what a drop added.
    public func speechBudget(within limit: Int) -> Int {
        budget(perByte: 16, floor: Self.speechFloor, within: limit)
    }

    /// The times `rotor audit` may hold a drag over a drop point on the scene's screens, in
    /// all, at most `limit`: for a scene read from a file, one for every `auditBytesPerHover`
    /// bytes of it, never fewer than `auditHoverFloor`. The audit holds each drag that starts
    /// over each drop point none has been accepted by, and each hover asks the app's delegate:
    /// 100,000 drags and 100,000 drop points that refuse them fit in a 16 MB file.
    public func auditHoverBudget(within limit: Int) -> Int {
        budget(perByte: 1, everyBytes: Self.auditBytesPerHover, floor: Self.auditHoverFloor, within: limit)
    }

    /// The bytes of a file that buy its audit one more hover past the floor.
    public static let auditBytesPerHover = 64

    /// The hovers any file's audit may make, however small the file.
    public static let auditHoverFloor = 100_000

    /// A run's budget that grows with the file: `perByte` for each of its bytes (for each
    /// `everyBytes` of them), never less than `floor`, never more than `limit`; `limit` for a
    /// scene built in Swift, which has no file.
    private func budget(perByte: Int, everyBytes: Int = 1, floor: Int, within limit: Int) -> Int {
        guard sourceSize > 0 else { return limit }
        return min(limit, max(floor, min(sourceSize / everyBytes, Int.max / perByte) * perByte))
    }

    /// The least a file's runs may say in all, however small the file: a read all of a table's
    /// 40,000 numbered rows (`readAllFloor`), each row's words and number, with room to spare.
    public static let speechFloor = 4_000_000

    init(name: String, title: String?, file: String, language: Language, verbosity: Verbosity = Verbosity(),
         windows: [UIWindow], views: [String: UIView], script: Script?, warnings: [SceneError], delegates: [AnyObject],
         locations: [(ObjectIdentifier, SourceLocation)] = [], auditIgnores: [AuditIgnore] = [],
         device: UIDevice = UIDevice.standard, screens: [String: SceneScreen] = [:], screenOrder: [SceneScreen] = [],
         sourceSize: Int = 0, effectTally: EffectTally = EffectTally()) {
        self.sourceSize = sourceSize
        self.effectTally = effectTally
        self.device = device
        self.screens = screens
        self.screenOrder = screenOrder
        self.verbosity = verbosity
        self.locations = locations
        self.auditIgnores = auditIgnores
        self.name = name
        self.title = title
        self.file = file
        self.language = language
        self.windows = windows
        self.views = views
        self.script = script
        self.warnings = warnings
        self.delegates = delegates
    }

    /// A scene built in Swift rather than read from a file: its windows as made, the views
    /// with an `accessibilityIdentifier` by that id, and `keeping` the delegates its interactions
    /// hold only weakly.
    public convenience init(name: String, title: String? = nil, language: Language = .english,
                            verbosity: Verbosity = Verbosity(), windows: [UIWindow], script: Script? = nil,
                            keeping delegates: [AnyObject] = []) {
        var views: [String: UIView] = [:]
        var pending: [UIView] = windows
        while let view = pending.popLast() {
            if let id = view.accessibilityIdentifier, !(view is UIWindow) { views[id] = view }
            pending += view.subviews
        }
        self.init(name: name, title: title, file: name, language: language, verbosity: verbosity, windows: windows,
                  views: views, script: script, warnings: [], delegates: delegates,
                  device: windows.first?.device ?? UIDevice.current)
    }

    /// A session over the scene's windows, speaking the scene's language unless `language` is
    /// given, with the scene's Verbosity, and called by the scene's name. The session keeps the
    /// scene, and so its delegates, alive as long as it runs.
    public func makeSession(language: Language? = nil) -> ScreenSession {
        let session = ScreenSession(windows: windows, language: language ?? self.language, title: name, keeping: [self])
        session.screenReader.verbosity = verbosity
        session.appEvents = SceneAppEvents.events(screens: screens, windows: windows)
        return session
    }

    /// The view with an id.
    public func view(_ id: String) -> UIView? { views[id] }

    /// Where a view or accessibility element of this scene was described in its file; `nil`
    /// for objects the file did not describe (a collection view's cells, a scene built in Swift).
    public func location(of object: AnyObject) -> SourceLocation? {
        place(of: object).map { locations[$0].1 }
    }

    /// The line and column where an object was described, as `location(of:)` gives them.
    public func lineAndColumn(of object: AnyObject) -> (line: Int, column: Int)? {
        guard let place = place(of: object) else { return nil }
        return (locations[place].1.line, locations[place].1.column)
    }

    private func place(of object: AnyObject) -> Int? {
        let key = ObjectIdentifier(object)
        let index = placesByObject
        // The next place is tried first, when no object was described twice (the later
        // description would be the one to find).
        let next = lastPlace + 1
        if index.isEachOnce, next < locations.count, locations[next].0 == key {
            lastPlace = next
            return next
        }
        guard let place = index.places[key] else { return nil }
        lastPlace = place
        return place
    }
}
