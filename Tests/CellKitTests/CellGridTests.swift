import CellKit
import Testing
import RotorTestSupport

@Suite("Cell grid", .cellsScreen)
struct CellGridTests {
    @Test func wideCharactersTakeTwoCells() {
        var grid = CellGrid(width: 6, height: 1)
        #expect(grid.write("가나x", column: 0, row: 0) == 5)
        #expect(grid[1, 0]?.isContinuation == true)
        #expect(grid.lines == ["가나x "])
    }

    @Test func overwritingHalfAWideCharacterClearsTheOtherHalf() {
        var grid = CellGrid(width: 4, height: 1)
        grid.write("中", column: 1, row: 0)
        grid.put("a", column: 2, row: 0)
        #expect(grid.lines == ["  a "])
    }

    @Test func aWideCharacterNeverStraddlesTheRightEdge() {
        var grid = CellGrid(width: 3, height: 1)
        grid.write("ab中", column: 0, row: 0)
        #expect(grid.lines == ["ab "])
    }

    @Test func controlCharactersAreDrawnAsVisibleSymbols() {
        var grid = CellGrid(width: 8, height: 1)
        grid.write("a\u{1B}[2J\u{202E}", column: 0, row: 0)
        #expect(grid.lines == ["a␛[2J⁋  "])
    }

    @Test("characters at the edges of the wide blocks take the cells a terminal gives them")
    func widthsAtTheEdgesOfTheWideBlocks() {
        let wide: [Character] = ["\u{1100}", "\u{115F}", "⌚", "가", "\u{D7A3}", "\u{FFE6}", "😀", "\u{1F64F}",
                                 "\u{20000}", "\u{3FFFD}"]
        let narrow: [Character] = ["a", "é", "\u{0FFF}", "\u{1000}", "\u{10FF}", "\u{1160}", "\u{2319}", "⌜", "━",
                                   "┏", "\u{D7A4}", "\u{FFE7}", "\u{1F650}", "\u{2FFFE}", "\u{3FFFE}"]
        #expect(wide.map(CharacterWidth.of) == Array(repeating: 2, count: wide.count))
        #expect(narrow.map(CharacterWidth.of) == Array(repeating: 1, count: narrow.count))
    }
}
