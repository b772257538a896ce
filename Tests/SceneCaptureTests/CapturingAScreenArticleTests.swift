import CellKit
import Foundation
@testable import RotorTestSupport
import SceneCapture
import SceneFormat
import Testing

/// A plain table's data source, as an app writes one: a row a fruit, in the cell's text label.
@MainActor
private final class FruitSource: NSObject, UITableViewDataSource {
    let fruits = (1...30).map { "Fruit \($0)" }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { fruits.count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "fruit") ?? UITableViewCell(style: .default, reuseIdentifier: "fruit")
        cell.textLabel?.text = fruits[indexPath.row]
        return cell
    }
}

/// SceneCapture's article "Capturing a screen", run on a screen written in points (an iPhone's
/// screen, a table taller than it, the talk's graph and card): the script its code gives checks
/// every element and its actions, and the captured file passes it.
@MainActor
@Suite("SceneCapture's article: a screen captured from Swift, in points")
struct CapturingAScreenArticleTests {
    static let article = DocumentationPage(module: "SceneCapture", file: "CapturingAScreen.md", catalog: "SceneCapture.docc")

    /// The screen: the talk's graph and card over a table of 30 rows, 44 points each.
    fileprivate static func fill(_ window: UIWindow, source: FruitSource) -> UITableView {
        let talk = GraphScreen()
        for view in [talk.graph, talk.card] {
            view.removeFromSuperview()
            window.addSubview(view)
        }
        let table = UITableView(frame: CGRect(x: 0, y: 264, width: window.bounds.width, height: window.bounds.height - 264))
        table.dataSource = source
        window.addSubview(table)
        return table
    }

    @Test("the article's calls are the ones run here")
    func theArticleShowsTheseCalls() throws {
        let block = try Self.article.block(0, fencedAs: "swift").joined(separator: "\n")
        let here = try String(contentsOfFile: #filePath, encoding: .utf8)
        for call in ["let window = UIWindow(frame: UIScreen.main.bounds)",
                     "let script = SpokenScript.of(windows: [window])",
                     "options: CaptureOptions(title: \"The talk\", script: script))"] {
            #expect(block.contains(call), "the article no longer shows \(call)")
            #expect(here.contains(call), "this suite no longer runs \(call)")
        }
    }

    @Test("the script checks every element and its actions, and the captured file passes it")
    func theScriptChecksEveryElement() throws {
        let source = FruitSource()
        let window = UIWindow(frame: UIScreen.main.bounds)
        let table = Self.fill(window, source: source)
        let script = SpokenScript.of(windows: [window])
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("talk-\(UUID().uuidString).yaml")
        defer { try? FileManager.default.removeItem(at: url) }
        try SceneCapture.write([window], to: url,
                               options: CaptureOptions(title: "The talk", script: script))

        let lines = script.split(separator: "\n").map(String.init)
        #expect(lines.contains("swipe right = Fruit 30"), "the rows past the screen's foot are checked: \(script)")
        #expect(lines.filter { $0 == "swipe down = Drag bar data" }.count == 3, "each bar's action is checked")
        #expect(lines.last == "first element = Contact card")
        #expect(table.contentOffset == .zero, "the walk scrolls the table back before the capture")

        let scene = try SceneLoader.load(path: url.path)
        let parsed = try #require(scene.script)
        let run = ScriptRunner(scene: scene).run(parsed)
        #expect(run.passed, "\(ScriptReport.text(for: run, scene: "talk", script: url.path))")
        #expect(try String(contentsOf: url, encoding: .utf8).contains("  swipe right = Fruit 30\n"))
    }

    @Test("left to itself, the capture's script touches the elements a finger finds")
    func theDefaultScriptTouches() throws {
        let source = FruitSource()
        let window = UIWindow(frame: UIScreen.main.bounds)
        _ = Self.fill(window, source: source)
        let yaml = SceneCapture.sceneFile(of: window)
        #expect(yaml.contains("touch 264 66 ~ Contact card"))
        #expect(!yaml.contains("Fruit 1\n"), "a table's rows are the table's own elements: not touched")
    }
}
