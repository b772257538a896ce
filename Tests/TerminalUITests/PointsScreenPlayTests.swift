import CellKit
import Foundation
import RotorTestSupport
import TerminalUI
import Testing

/// A screen written in points plays in an 80 × 24 terminal drawn to scale: an iPhone's 393 points
/// are 49 columns, a row of a text and a secondary text (66 points) three lines.
@MainActor
@Suite("A screen in points, played in the terminal")
struct PointsScreenPlayTests {
    static func play(_ keys: [Key]) throws -> (list: ToDoListViewController, backend: HeadlessBackend) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
        let list = ToDoListViewController(toDos: [ToDo(title: "Buy milk", due: "Today"),
                                                  ToDo(title: "Call Ana", due: "Friday"),
                                                  ToDo(title: "Pay rent", due: "June 1")])
        window.rootViewController = list
        let player = TerminalPlayer(windows: [window], title: "To do", keeping: [list])
        let backend = HeadlessBackend(columns: 80, rows: 24, events: (keys + [.character("q")]).map { .key($0) })
        #expect(try player.play(on: backend) == 0)
        return (list, backend)
    }

    @Test("each 66-point row is three lines, and nothing is drawn past the screen's 49 columns")
    func drawnToScale() throws {
        let (_, backend) = try Self.play([.right])
        let last = try #require(backend.frames.last)
        let lines = last.lines
        // The cursor's edge crosses a row's line and keeps its words: find the words.
        let rows = ["Buy", "Call", "Pay"].map { word in lines.firstIndex { $0.contains(word) } }
        let found = rows.compactMap { $0 }
        try #require(found.count == 3, "\(last.text)")
        #expect(found[1] - found[0] == 3 && found[2] - found[1] == 3, "rows three lines apart:\n\(last.text)")
        #expect(lines.firstIndex { $0.contains("Today") } == found[0] + 1, "the due date under the title:\n\(last.text)")
        // The scene area: the lines between the status line and the caption panel.
        let panel = lines.firstIndex { $0.hasPrefix("── Speech") } ?? lines.count
        for line in lines[1..<panel] {
            let past = line.dropFirst(52)
            #expect(past.allSatisfy { $0 == " " }, "drawn past the screen: '\(line)'")
        }
    }
}
