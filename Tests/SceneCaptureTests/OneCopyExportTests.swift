import SceneCapture
import SceneExport
import SceneFormat
import Testing
import RotorTestSupport

/// `rotor export` loads a scene once: it walks it for the script, scrolling back what the walk
/// scrolled, and captures it. The file is the one a walk of a second copy of the scene gave,
/// for every shipped scene and for screens the walk scrolls.
@MainActor
@Suite("Exporting one copy of a scene", .cellsScreen)
struct OneCopyExportTests {
    /// The export of two copies, one walked and the other captured, as `rotor export` made it.
    static func twoCopies(_ yaml: String, file: String) throws -> String {
        SceneExport.capture(of: try SceneLoader.load(yaml: yaml, file: file),
                            walking: try SceneLoader.load(yaml: yaml, file: file)).text
    }

    @Test("a shipped scene exports to the same file from one copy as from two", arguments: SceneLibrary.sceneNames)
    func shippedScene(name: String) throws {
        let path = try SceneLibrary.path(for: name)
        let twoCopies = SceneExport.capture(of: try SceneLoader.load(path: path), walking: try SceneLoader.load(path: path))
        #expect(try SceneExport.capture(path: path).text == twoCopies.text)
    }

    /// Screens whose walk scrolls: a table view and a list past their frames, and a data table
    /// taller than its window.
    nonisolated static let scrolled = [
        """
        window: { size: [30, 8] }
        views:
          - { type: tableView, frame: [0, 0, 30, 8], sections: [{ rows: [Pinned], numberedRows: { count: 60, text: "Task {number}" } }] }
        """,
        """
        window: { size: [30, 8] }
        views:
          - type: collectionView
            layout: list
            frame: [0, 0, 30, 8]
            items: [\((1...40).map { "Item \($0)" }.joined(separator: ", "))]
        """,
        """
        window: { size: [40, 6] }
        views:
          - type: dataTable
            frame: [0, 0, 40, 30]
            columns: [Name, Value]
            rowHeaders: true
            rows: [\((1...29).map { "[r\($0), v\($0)]" }.joined(separator: ", "))]
        """,
    ]

    @Test("a screen the walk scrolls is captured as it opened, the same file as from two copies", arguments: scrolled.indices)
    func scrolledScreen(index: Int) throws {
        let yaml = Self.scrolled[index] + "\n"
        let oneCopy = try SceneExport.capture(yaml: yaml, file: "scrolled.yaml").text
        #expect(oneCopy == (try Self.twoCopies(yaml, file: "scrolled.yaml")))
        // The walk went past what the screen first showed.
        #expect(oneCopy.contains(["Task 20", "Item 20", "r20"][index]))
    }
}
