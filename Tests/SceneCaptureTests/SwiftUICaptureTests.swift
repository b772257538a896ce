import Foundation
import RotorTestSupport
import RotorTesting
import SceneCapture
import SceneExport
import SceneFormat
import SwiftUICells
import Testing

// SwiftUI screens as apps write them (only `import SwiftUI` changed), captured from a hosting
// controller's window and played from the written file.

/// A list reordered by "Move up" and "Move down", announced, with the list's own drag and
/// delete, under a navigation title.
struct GroceryList: View {
    @State private var items = ["Apples", "Bread", "Cheese"]

    var body: some View {
        NavigationStack {
            List {
                ForEach(items, id: \.self) { item in
                    Text(item)
                        .accessibilityAction(named: "Move up") { move(item, by: -1) }
                        .accessibilityAction(named: "Move down") { move(item, by: 1) }
                }
                .onMove { items.move(fromOffsets: $0, toOffset: $1) }
                .onDelete { items.remove(atOffsets: $0) }
            }
            .navigationTitle("Groceries")
        }
    }

    private func move(_ item: String, by step: Int) {
        guard let index = items.firstIndex(of: item), items.indices.contains(index + step) else { return }
        items.move(fromOffsets: IndexSet(integer: index), toOffset: step < 0 ? index + step : index + step + 1)
        UIAccessibility.post(notification: .announcement, argument: "\(item) moved to position \(index + step + 1)")
    }
}

/// `draggable` rows and a `dropDestination` that gathers them.
private struct Basket: View {
    @State private var basket: [String] = []
    let fruits = ["Apples", "Pears"]

    var body: some View {
        VStack(alignment: .leading) {
            ForEach(fruits, id: \.self) { fruit in
                Text(fruit)
                    .draggable(fruit)
            }
            Text(basket.isEmpty ? "Empty basket" : "Basket: \(basket.joined(separator: ", "))")
                .padding()
                .background(Color.gray)
                .dropDestination(for: String.self) { items, _ in
                    basket += items
                    return true
                }
        }
    }
}

/// An image, a heading, a text field, a toggle, a button and a text with a hint.
private struct Settings: View {
    @State private var name = ""
    @State private var notify = true
    @State private var count = 0

    var body: some View {
        VStack(spacing: 12) {
            Image(systemName: "star")
                .accessibilityLabel("Favourite")
            Text("Settings")
                .font(.title)
                .accessibilityAddTraits(.isHeader)
            TextField("Name", text: $name)
            Toggle("Notifications", isOn: $notify)
            Button("Add one") { count += 1 }
            Text("Count: \(count)")
                .accessibilityHint("How many you added")
        }
    }
}

/// A list of sections: links that move, and rows that do not (a toggle, a button, a combined
/// row that is `moveDisabled`).
private struct Notes: View {
    @State private var notes = ["Groceries", "Ideas"]
    @State private var wifi = true

    var body: some View {
        NavigationStack {
            List {
                Section {
                    ForEach(notes, id: \.self) { note in
                        NavigationLink(note) { Text("Editing \(note)").navigationTitle(note) }
                    }
                    .onMove { notes.move(fromOffsets: $0, toOffset: $1) }
                } header: {
                    Text("Notes")
                } footer: {
                    Text("Two notes")
                }
                Section("Settings") {
                    Toggle("Wi-Fi", isOn: $wifi)
                    Button("Sign out") {}
                    HStack {
                        Text("Locked")
                        Spacer()
                        Text("3")
                    }
                    .accessibilityElement(children: .combine)
                    .moveDisabled(true)
                }
            }
            .navigationTitle("Notes")
            .toolbar { EditButton() }
        }
    }
}

/// A list of `count` rows that move.
private struct LongList: View {
    let count: Int

    var body: some View {
        List {
            ForEach(0..<count, id: \.self) { Text("Row \($0)") }
                .onMove { _, _ in }
        }
    }
}

/// A SwiftUI view hosted in an iPhone's window (393 × 852 points), as a scene built in Swift.
@MainActor
private func hosted<Content: View>(_ view: Content) -> Scene {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
    let controller = UIHostingController(rootView: view)
    window.rootViewController = controller
    return Scene(name: "hosted", windows: [window], keeping: [controller])
}

/// A screen to capture: its name, and a fresh copy of it each time it is asked (the walk for
/// the script moves the focus and scrolls; the capture and the audit each get a copy of their own).
struct HostedSwiftUIScreen: CustomTestStringConvertible, Sendable {
    let name: String
    let make: @MainActor @Sendable () -> Scene

    var testDescription: String { name }

    static let groceries = HostedSwiftUIScreen(name: "groceries") { hosted(GroceryList()) }
    static let palette = HostedSwiftUIScreen(name: "palette") { hosted(PaletteView()) }
    static let basket = HostedSwiftUIScreen(name: "basket") { hosted(Basket()) }
    static let settings = HostedSwiftUIScreen(name: "settings") { hosted(Settings()) }
    static let notes = HostedSwiftUIScreen(name: "notes") { hosted(Notes()) }
    static let all = [groceries, palette, basket, settings, notes]

    /// The screen captured as an app would capture it: the script of what VoiceOver says,
    /// walked on one copy, given to the capture of another.
    @MainActor
    func capture() -> CapturedScene {
        let script = SpokenScript.of(make())
        return SceneCapture.capture(of: make().windows, options: CaptureOptions(title: name, script: script))
    }

    /// The captured file, loaded.
    @MainActor
    func load(_ yaml: String) throws -> Scene {
        try SceneLoader.load(yaml: yaml, file: "\(name).yaml")
    }
}

/// A finding's rule and where it is, by position alone: the live views' classes (a hosting
/// view, a node's view) are not the scene's.
private func positions(_ findings: [String]) -> [String] {
    findings.map { $0.replacing(/[A-Za-z]+\[/, with: "[") }
}

@MainActor
@Suite("Capturing a SwiftUI screen")
struct SwiftUICaptureTests {
    @Test("the captured file says what the live screen says on every element, offers the same actions, and audits the same",
          arguments: HostedSwiftUIScreen.all)
    func aCaptureSaysOffersAndAuditsAsTheLiveScreen(screen: HostedSwiftUIScreen) throws {
        let yaml = screen.capture().text
        let live = try ScreenReading { screen.make() }
        let captured = try ScreenReading { try screen.load(yaml) }
        #expect(captured.speech == live.speech, "\(yaml)")
        // What RotorTesting's reader meets on each element, in the file and on the live window.
        let walked = VirtualScreenReader(session: try screen.load(yaml).makeSession()).walkElements()
        #expect(walked == VirtualScreenReader(session: screen.make().makeSession()).walkElements())
        #expect(captured.actions == live.actions, "\(yaml)")
        if screen.name == "notes" {
            // A list row's views are not written (the row's text stands for them), so the audit
            // of the file cannot see the switch drawn inside the Wi-Fi row; the file says so.
            #expect(positions(live.findings).allSatisfy { $0.hasPrefix("hidden-control") })
            #expect(captured.findings.isEmpty)
            #expect(yaml.contains("views its cells add to their content view are left out"))
        } else {
            #expect(positions(captured.findings) == positions(live.findings), "\(yaml)")
        }
    }

    @Test("rotor test passes on the file: its script checks every element and every action", arguments: HostedSwiftUIScreen.all)
    func theCapturesScriptPassesOnTheFile(screen: HostedSwiftUIScreen) throws {
        let yaml = screen.capture().text
        let scene = try screen.load(yaml)
        let script = try #require(scene.script)
        let run = ScriptRunner(scene: scene).run()
        #expect(run.passed, "\(ScriptReport.text(for: run, scene: screen.name, script: script.file))\n\(yaml)")
        let session = try screen.load(yaml).makeSession()
        _ = session.start()
        let reader = session.screenReader
        let expected = reader.elements.count + reader.elements.map { reader.actions(for: $0).count }.reduce(0, +)
        #expect(run.outcomes.filter { $0.passed == true }.count >= expected, "the script checks every element and action")
    }

    @Test("exporting the captured file writes it again, and its script is what VoiceOver says on it", arguments: HostedSwiftUIScreen.all)
    func exportingTheCaptureWritesItAgain(screen: HostedSwiftUIScreen) throws {
        let first = screen.capture()
        let again = try SceneExport.capture(yaml: first.text, file: "\(screen.name).yaml")
        #expect(again.text == first.textWithoutNotes, "\(again.text)")
        #expect(again.notes.isEmpty)
    }

    @Test("the reordered list: each row says its text and offers Delete, Move up, Move down and its drag, as a table view's row")
    func theListIsATableOfRowsWithTheirActions() throws {
        let yaml = HostedSwiftUIScreen.groceries.capture().text
        #expect(yaml.contains("type: tableView"))
        let scene = try HostedSwiftUIScreen.groceries.load(yaml)
        let reader = VirtualScreenReader(session: scene.makeSession())
        reader.next()
        #expect(reader.focusedLabel == "Apples")
        #expect(reader.actionNames == ["Delete", "Move up", "Move down", "Drag Apples"])
        // What a custom action does is code: in the file it succeeds and does nothing else.
        try reader.performAction(named: "Move up")
        #expect(reader.walkElements().map(\.label) == ["Groceries", "Apples", "Bread", "Cheese"])
        // The table's own reordering is the scene table's: a row dragged after another moves.
        try reader.performAction(named: "Drag Apples")
        reader.moveToLast()
        try reader.performAction(named: "Drop after Cheese")
        #expect(reader.walkElements().map(\.label) == ["Groceries", "Bread", "Cheese", "Apples"])
    }

    @Test("rows that do not move offer no drag in the file, as on the live list")
    func rowsThatDoNotMoveOfferNoDrag() throws {
        let yaml = HostedSwiftUIScreen.notes.capture().text
        let reader = VirtualScreenReader(session: try HostedSwiftUIScreen.notes.load(yaml).makeSession())
        let rows = reader.walkElements()
        let wifi = try #require(rows.first { $0.label == "Wi-Fi" })
        #expect(wifi.spokenPhrases.first == "Wi-Fi. Switch Button. On.")
        #expect(wifi.actionNames.isEmpty)
        let locked = try #require(rows.first { $0.label == "Locked, 3" })
        #expect(locked.actionNames.isEmpty)
        let groceries = try #require(rows.first { $0.label == "Groceries" })
        #expect(groceries.spokenPhrases.first == "Groceries. Button." && groceries.actionNames == ["Drag Groceries"])
    }

    @Test("the palette's three named drop points are written with their names and points, in points, and take a drop")
    func thePalettesDropPointsComeBack() throws {
        let yaml = HostedSwiftUIScreen.palette.capture().text
        #expect(yaml.contains("unit: points"))
        #expect(yaml.contains(#"- { name: "Set second color", point: [120, 44] }"#), "\(yaml)")
        let reader = VirtualScreenReader(session: try HostedSwiftUIScreen.palette.load(yaml).makeSession())
        #expect(reader.focusedLabel == "Blue")
        try reader.performAction(named: "Drag Blue")
        reader.next()
        #expect(reader.focusedLabel == "Palette")
        #expect(reader.actionNames.prefix(3) == ["Set first color", "Set second color", "Set third color"])
        // What the drop does is the app's code: the file's list adds what is dropped to its value.
        try reader.performAction(named: "Set third color")
        reader.previous()
        reader.next()
        #expect(reader.lastSpokenPhrase == "Palette: Empty, Empty, Empty, Blue")
    }

    @Test("the file lists what it could not say, and marks the defaults that stand in")
    func theFileSaysWhatItLeftOut() {
        let captured = HostedSwiftUIScreen.groceries.capture()
        #expect(captured.notes.contains { $0.contains("views its cells add to their content view are left out") })
        #expect(captured.notes.contains { $0.contains("cancels a drag from elsewhere in the app and moves its own rows") })
        #expect(captured.text.contains("swipeActions:  # captured default: each action succeeds and does nothing else"))
        #expect(captured.text.contains("customActions:  # captured default: each action succeeds and does nothing else"))
    }
}

@MainActor
@Suite("SceneCapture's article: a SwiftUI screen")
struct SwiftUICaptureArticleTests {
    @Test("the section's code is this suite's, and the file it writes plays, passes its script and shows the rows as the page does")
    func theSectionsCodeRunsHere() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("groceries-\(UUID().uuidString).yaml")
        defer { try? FileManager.default.removeItem(at: url) }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
        let controller = UIHostingController(rootView: GroceryList())
        window.rootViewController = controller
        let script = SpokenScript.of(windows: [window])
        try SceneCapture.write([window], to: url, options: CaptureOptions(title: "Groceries", script: script))

        let scene = try SceneLoader.load(path: url.path)
        let run = ScriptRunner(scene: scene).run()
        #expect(run.passed, "\(ScriptReport.text(for: run, scene: "groceries", script: url.path))")
        #expect(run.outcomes.count == 17, "three rows of four actions, the title, and the first element again")

        let article = CapturingAScreenArticleTests.article
        let here = try String(contentsOfFile: #filePath, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
            .map(String.init)
        for index in [1, 2] {
            let block = try article.block(index, fencedAs: "swift")
            #expect(!block.isEmpty && DocumentationPage.isQuoted(block, in: here), "the page's Swift block \(index + 1) is not this file's")
        }
        let written = try String(contentsOf: url, encoding: .utf8).split(separator: "\n").map(String.init)
        let rows = try article.block(0, fencedAs: "yaml")
        #expect(!rows.isEmpty && DocumentationPage.isQuoted(rows, in: written), "the page's rows are not the file's:\n\(written.joined(separator: "\n"))")
    }
}

@MainActor
@Suite("RotorTesting's helpers on a hosted SwiftUI window")
struct SwiftUIRotorTestingTests {
    @Test("VirtualScreenReader reads a hosted window's elements as SpokenScript.of(windows:) walks them")
    func theReaderAndTheScriptAgree() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
        let controller = UIHostingController(rootView: GroceryList())
        window.rootViewController = controller
        let script = SpokenScript.of(windows: [window])
        #expect(script.contains("swipe right = Bread / Actions Available.\n"))
        #expect(script.contains("swipe down = Move up\n") && script.hasSuffix("first element = Groceries. Heading.\n"))
        let reader = VirtualScreenReader(windows: [window], keeping: [controller])
        #expect(reader.walkElements().map(\.label) == ["Groceries", "Apples", "Bread", "Cheese"])
        reader.next()
        reader.next()
        #expect(reader.focusedLabel == "Bread")
        try reader.performAction(named: "Move up")
        #expect(reader.lastSpokenPhrase == "Bread moved to position 1")
    }

    @Test("SpokenScript.of(windows:) walks a long hosted list to its end and scrolls it back, so the capture after it is the capture before")
    func theWalkLeavesTheListAsItWas() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
        let controller = UIHostingController(rootView: LongList(count: 60))
        window.rootViewController = controller
        let before = SceneCapture.sceneFile(of: window)
        let script = SpokenScript.of(windows: [window])
        #expect(script.contains("swipe right = Row 59 / Actions Available.\n"), "\(script)")
        #expect(SceneCapture.sceneFile(of: window) == before)
        let scene = try SceneLoader.load(yaml: SceneCapture.sceneFile(of: [window], options: CaptureOptions(title: "Rows", script: script)),
                                         file: "rows.yaml")
        let run = ScriptRunner(scene: scene).run()
        #expect(run.passed, "\(ScriptReport.text(for: run, scene: "rows", script: "rows.yaml"))")
    }

    @Test("a list of 10,000 rows is captured a row at a time, making no more cells than the screen shows")
    func aLongListIsCapturedWithoutKeepingItsCells() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
        let controller = UIHostingController(rootView: LongList(count: 10_000))
        window.rootViewController = controller
        let reader = VirtualScreenReader(windows: [window], keeping: [controller])
        #expect(reader.focusedLabel == "Row 0")
        let yaml = SceneCapture.sceneFile(of: window)
        #expect(yaml.contains("- \"Row 9999\"\n"))
        func cells(in view: UIView) -> Int {
            (view is UITableViewCell ? 1 : 0) + view.subviews.reduce(0) { $0 + cells(in: $1) }
        }
        #expect(cells(in: window) < 30, "cells in the window: \(cells(in: window))")
    }
}
