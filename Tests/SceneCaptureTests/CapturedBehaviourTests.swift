import CellKit
import Foundation
import RotorTestSupport
import SceneCapture
import SceneFormat
import ScreenReader
import Testing

/// A table view with sections, titles, every kind of default content and more rows than fit,
/// written as an app writes one (a data source, no accessibility code).
@MainActor
private final class SettingsList: UITableViewDataSource {
    struct Row {
        let text: String
        var detail: String?
        var symbol: String?
        var accessory: UITableViewCell.AccessoryType = .none
    }

    let sections: [(header: String?, footer: String?, rows: [Row])] = [
        ("Network", "Wi-Fi is on", [Row(text: "Wi-Fi", detail: "Home", symbol: "star", accessory: .disclosureIndicator),
                                    Row(text: "Bluetooth", detail: "On", accessory: .detailButton)]),
        (nil, nil, [Row(text: "Sounds", accessory: .checkmark)] + (1...12).map { Row(text: "Ringtone \($0)") }),
    ]

    func numberOfSections(in tableView: UITableView) -> Int { sections.count }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { sections[section].rows.count }

    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { sections[section].header }

    func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { sections[section].footer }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Value")
            ?? UITableViewCell(style: .value1, reuseIdentifier: "Value")
        let row = sections[indexPath.section].rows[indexPath.row]
        cell.textLabel?.text = row.text
        cell.detailTextLabel?.text = row.detail
        cell.imageView?.image = row.symbol.flatMap { UIImage(systemName: $0) }
        cell.accessoryType = row.accessory
        return cell
    }
}

/// A photo grid whose flow layout insets its items, with drag and drop delegates and no
/// accessibility code.
@MainActor
private final class InsetGrid: UICollectionViewDataSource, UICollectionViewDragDelegate, UICollectionViewDropDelegate {
    var labels = ["Sunrise", "Beach", "Forest", "Harbour"]

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { labels.count }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = UICollectionViewCell(frame: .zero)
        cell.isAccessibilityElement = true
        cell.accessibilityLabel = labels[indexPath.item]
        return cell
    }

    func collectionView(_ collectionView: UICollectionView, itemsForBeginning session: UIDragSession,
                        at indexPath: IndexPath) -> [UIDragItem] {
        [UIDragItem(itemProvider: NSItemProvider(object: labels[indexPath.item] as NSString))]
    }

    func collectionView(_ collectionView: UICollectionView, canHandle session: UIDropSession) -> Bool {
        session.hasItemsConforming(toTypeIdentifiers: ["public.plain-text"])
    }

    func collectionView(_ collectionView: UICollectionView, performDropWith coordinator: UICollectionViewDropCoordinator) {}
}

/// What a captured screen does, against what its source does: the same gestures on each give
/// the same speech and the same delegate callbacks, drops land the same way (a move stays a
/// move), a collection view's items sit where its insets put them, and the layers it drew are
/// drawn.
@MainActor
@Suite("A captured screen behaves as its source", .cellsScreen)
struct CapturedBehaviourTests {
    /// What each gesture said, then every callback the gestures made, in order.
    static func replay(_ gestures: [Gesture], on scene: Scene) -> (speech: [String], callbacks: [String]) {
        let session = scene.makeSession()
        var speech = [session.start().map(\.description).joined(separator: " / ")]
        for gesture in gestures {
            speech.append(session.step(.gesture(gesture)).map(\.description).joined(separator: " / "))
        }
        return (speech, session.timeline.compactMap { $0.callback?.description })
    }

    static func capture(_ windows: [UIWindow]) throws -> (yaml: String, scene: Scene) {
        let yaml = SceneCapture.sceneFile(of: windows, options: CaptureOptions(script: ""))
        return (yaml, try SceneLoader.load(yaml: yaml, file: "captured.yaml"))
    }

    /// Apple's table drag and drop sample: a VoiceOver user reorders a row and drops a note from
    /// another app into the table, on the screen and on its capture, and both go the same way:
    /// the reorder moves the row (it is not copied), the note is copied in.
    @Test func aCapturedTableReordersAndTakesDropsAsItsSource() throws {
        let gestures: [Gesture] = [
            .rotateClockwise, .swipeDown, .doubleTap,  // drag Milk
            .swipeRight, .swipeRight, .swipeDown, .swipeDown, .doubleTap,  // drop after Eggs
            .firstElement, .swipeRight, .swipeRight, .swipeRight,
            .lastElement, .swipeDown, .doubleTap,  // drag Bread, from the notes app
            .firstElement, .swipeDown, .doubleTap,  // drop before the first row
            .firstElement, .swipeRight, .swipeRight, .swipeRight, .swipeRight,
        ]
        let source = GroceryListScreen()
        let (yaml, captured) = try Self.capture(source.windows)
        #expect(yaml.contains("type: tableView"))
        let fromCapture = Self.replay(gestures, on: captured)
        let fresh = GroceryListScreen()
        let fromSource = Self.replay(gestures, on: Scene(name: "groceries", windows: fresh.windows, keeping: [fresh.list]))
        #expect(fromCapture.speech == fromSource.speech, "\(yaml)")
        #expect(fromCapture.speech.suffix(5) == ["Bread / Actions Available.", "Butter / Actions Available.",
                                                 "Eggs / Actions Available.", "Milk / Actions Available.",
                                                 "Flour / Actions Available."],
                "Milk moved after Eggs, and Bread was dropped in first")
        // Proposals, drops and moves: the same on both.
        let drops = { (callbacks: [String]) in
            callbacks.filter { $0.lowercased().contains("sessiondidupdate") || $0.contains("performDrop") || $0.contains("moveRowAt") }
        }
        #expect(drops(fromCapture.callbacks) == drops(fromSource.callbacks))
        #expect(!drops(fromSource.callbacks).isEmpty)
        // Every callback the source got, the capture got, in order. A scene's delegates implement
        // every callback that only tells the app something, so the capture hears more than the
        // sample's views, which implement few of them (the note's drag ends: `willEndWith`).
        #expect(Self.isSubsequence(fromSource.callbacks, of: fromCapture.callbacks),
                "source \(fromSource.callbacks), capture \(fromCapture.callbacks)")
        #expect(fromCapture.callbacks.contains("drag note didEndWith → copy"))
    }

    /// Whether `part` is `whole` with some elements left out, in the same order.
    static func isSubsequence(_ part: [String], of whole: [String]) -> Bool {
        var rest = whole[...]
        for element in part {
            guard let found = rest.firstIndex(of: element) else { return false }
            rest = rest[rest.index(after: found)...]
        }
        return true
    }

    /// Every row is captured, those scrolled out of sight too, with its titles, detail, image and
    /// accessory: VoiceOver reads the capture as the table, to its last row.
    @Test func aCapturedTableHasEveryRowAndItsContent() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 40, height: 8))
        let list = SettingsList()
        let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 40, height: 8), style: .grouped)
        tableView.dataSource = list
        tableView.setEditing(true, animated: false)
        window.addSubview(tableView)
        let (yaml, _) = try Self.capture([window])
        #expect(yaml.contains(#"- { text: "Wi-Fi", detail: "Home", accessory: disclosureIndicator, symbol: star }"#))
        #expect(yaml.contains(#"footer: "Wi-Fi is on""#))
        #expect(yaml.contains(#"- "Ringtone 12""#), "a row out of sight is captured")
        #expect(yaml.contains("style: grouped") && yaml.contains("editing: true"))
        let walk = [Gesture](repeating: .swipeRight, count: 20)
        let original = Self.replay(walk, on: Scene(name: "settings", windows: [window], keeping: [list]))
        let captured = Self.replay(walk, on: try SceneLoader.load(yaml: yaml, file: "settings.yaml"))
        #expect(captured.speech == original.speech)
        #expect(original.speech.contains { $0.hasPrefix("Ringtone 12") }, "the walk reaches the last row: \(original.speech)")

        // The capture's script walks to the last row too, though the table has cells only for
        // the rows on screen, and passes on the file.
        let script = SpokenScript.of(try SceneLoader.load(yaml: yaml, file: "settings.yaml"))
        #expect(script.contains("swipe right = Ringtone 12 / Actions Available.\n"))
        let withScript = SceneCapture.sceneFile(of: [window], options: CaptureOptions(script: script))
        let run = ScriptRunner(scene: try SceneLoader.load(yaml: withScript, file: "settings.yaml")).run()
        #expect(run.passed, "\(ScriptReport.text(for: run, scene: "settings", script: "settings.yaml"))")
    }

    /// A flow layout's section insets come back: each item is where the source's is, so a touch
    /// finds the same item, and the cells offer UIKit's own drags (not named ones).
    @Test func aCapturedCollectionViewKeepsItsSectionInsets() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 40, height: 12))
        let grid = InsetGrid()
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 8, height: 3)
        layout.minimumInteritemSpacing = 1
        layout.minimumLineSpacing = 1
        layout.sectionInset = UIEdgeInsets(top: 2, left: 3, bottom: 0, right: 1)
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 40, height: 12), collectionViewLayout: layout)
        collectionView.dataSource = grid
        collectionView.dragDelegate = grid
        collectionView.dropDelegate = grid
        window.addSubview(collectionView)
        let (yaml, captured) = try Self.capture([window])
        #expect(yaml.contains("sectionInset: { top: 2, left: 3, right: 1 }"))
        #expect(!yaml.contains("cells:"), "the cells' drags are UIKit's own, left to UIKit")
        let source = Scene(name: "grid", windows: [window], keeping: [grid])
        let frames = { (scene: Scene) -> [CGRect] in
            let session = scene.makeSession()
            _ = session.start()
            return session.screenReader.elements.map(\.frame)
        }
        #expect(frames(captured) == frames(source))
        #expect(frames(source).first?.origin == CGPoint(x: 3, y: 2), "the inset moves the first item")
        let touch: [Gesture] = [.touch(CGPoint(x: 4, y: 3)), .touch(CGPoint(x: 13, y: 3)), .touch(CGPoint(x: 1, y: 1))]
        #expect(Self.replay(touch, on: captured).speech == Self.replay(touch, on: source).speech)
    }

    /// The talk's bars are layers the graph draws: the capture draws them, in their colour.
    @Test(arguments: ["wwdc-story", "bar-graph"])
    func aCaptureDrawsTheLayersItsSourceDrew(name: String) throws {
        let source = try SceneLoader.load(path: SceneLibrary.path(for: name))
        let (yaml, captured) = try Self.capture(source.windows)
        #expect(yaml.contains("layers:"))
        // Where each colour is drawn: the layers are filled in theirs (text is drawn uncoloured).
        let coloured = { (scene: Scene) -> [Int: CellColor] in
            guard let window = scene.windows.first else { return [:] }
            let context = CellContext(grid: CellGrid(width: 80, height: 20))
            window.render(in: context)
            var found: [Int: CellColor] = [:]
            for (index, cell) in context.grid.cells.enumerated() {
                if let color = cell.style.foreground ?? cell.style.background { found[index] = color }
            }
            return found
        }
        let drawn = coloured(source)
        #expect(drawn.values.contains(.blue), "the source draws its bars")
        #expect(coloured(captured) == drawn)
    }

    /// A drop whose delegate proposes a move for a drag from its own app is captured as a move:
    /// the same drag and drop on the capture ends as a move, as on the source.
    @Test func aCapturedMoveStaysAMove() throws {
        let source = try SceneLoader.load(path: SceneLibrary.path(for: "two-apps"))
        let (yaml, captured) = try Self.capture(source.windows)
        #expect(yaml.contains("operation: move"))
        let gestures: [Gesture] = [.firstElement, .rotateClockwise, .swipeDown, .doubleTap,  // drag Shopping list
                                   .swipeRight, .swipeRight, .swipeDown, .doubleTap]  // drop into Pinned
        let fromSource = Self.replay(gestures, on: try SceneLoader.load(path: SceneLibrary.path(for: "two-apps")))
        let fromCapture = Self.replay(gestures, on: captured)
        #expect(fromCapture.speech == fromSource.speech)
        let ends = { (callbacks: [String]) in callbacks.filter { $0.contains("sessionDidUpdate") || $0.contains("EndWith") } }
        #expect(ends(fromSource.callbacks).contains("drag note didEndWith → move"))
        #expect(ends(fromCapture.callbacks) == ends(fromSource.callbacks))
    }
}
