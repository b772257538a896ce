/// Where the terminal's own cursor sits: on the focused element's first cell, so that a
/// terminal screen reader (or a magnifier) following the cursor follows VoiceOver's focus.
public struct CursorPosition: Hashable, Sendable {
    public let column: Int
    public let row: Int

    public init(column: Int, row: Int) {
        self.column = column
        self.row = row
    }
}
