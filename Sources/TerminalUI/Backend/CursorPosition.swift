/// Where the terminal's own cursor sits: on the focused element's first cell, so that a
/// terminal screen reader (or a magnifier) following the cursor follows VoiceOver's focus.
package struct CursorPosition: Hashable, Sendable {
    package let column: Int
    package let row: Int

    package init(column: Int, row: Int) {
        self.column = column
        self.row = row
    }
}
