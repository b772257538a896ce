import CellKit
import Foundation
import RotorTestSupport
import SceneFormat
import Testing
import TerminalUI

/// The VoiceOver cursor's and the drop box's lines cross what is drawn beside an element and
/// keep it: only the cells a box's lines can change are compared before and after.
@MainActor
@Suite("A frame keeps the text it crosses", .cellsScreen)
struct FrameKeepsTextTests {
    @Test("the cursor's edge over half a wide character at each end keeps both characters whole, in yellow")
    func wideCharactersAtTheCursorsEnds() throws {
        // "OK" is read first; the cursor's box runs from column 3 to 8 on rows 1 to 3 of the
        // screen, so its bottom edge ends on 가's second half and 라's first.
        let yaml = """
            window: { size: [40, 8] }
            views:
              - { type: label, frame: [4, 2, 4, 1], text: "OK" }
              - { type: label, frame: [2, 3, 10, 1], text: "가나다라마" }
            """
        let app = TerminalApp(session: try SceneLoader.load(yaml: yaml, file: "wide.yaml").makeSession(),
                              backend: HeadlessBackend())
        app.start()
        #expect(app.session.screenReader.focusedElement?.label == "OK")
        let grid = app.frame()
        let origin = ScreenLayout(columns: 80, rows: 24).sceneOrigin
        let row = Int(origin.y) + 3, first = Int(origin.x) + 2
        #expect(grid.lines[row].contains("가나다라마"), "\(grid.text)")
        // Each character the edge crossed is yellow, both halves; 마, past the box, is not.
        for column in first..<(first + 8) {
            #expect(grid[column, row]?.style.foreground == .yellow, "column \(column)")
        }
        #expect(grid[first + 8, row]?.style.foreground != .yellow)
        // The corners are on blanks, so the box's corners are drawn.
        #expect(grid[first + 1, row - 2]?.character == "┏")
    }

    @Test("every cell a box's lines change is among the cells compared, wide characters and clipping included")
    func theComparedCellsHoldEveryChange() {
        let width = 12, height = 6
        for offset in 0..<2 {
            var base = CellGrid(width: width, height: height)
            for row in 0..<height { base.write("가나다라마바", column: (row + offset) % 2, row: row) }
            for left in -2..<width {
                for top in -2..<height {
                    for (boxWidth, boxHeight) in [(2, 2), (3, 4), (5, 3), (14, 8)] {
                        let context = CellContext(grid: base)
                        let box = CGRect(x: left, y: top, width: boxWidth, height: boxHeight)
                        let compared = Set(ScreenComposer.cellsCrossed(by: context.boxCells(box), width: width, height: height))
                        context.strokeBox(box, lines: .heavy)
                        let changed = base.cells.indices.filter { base.cells[$0] != context.grid.cells[$0] }
                        #expect(changed.allSatisfy(compared.contains), "box \(box), offset \(offset)")
                    }
                }
            }
        }
    }
}
