import Foundation

/// Where things go on the terminal: a status line on top, the scene below it, the caption panel
/// at the bottom.
package struct ScreenLayout: Sendable, Equatable {
    /// The smallest terminal Rotor draws in; below it, a message asks for more room.
    package static let minimumColumns = 40
    package static let minimumRows = 12
    /// Lines of speech the caption panel shows.
    package static let captionLines = 5

    package let columns: Int
    package let rows: Int

    package init(columns: Int, rows: Int) {
        self.columns = columns
        self.rows = rows
    }

    package var isTooSmall: Bool { columns < Self.minimumColumns || rows < Self.minimumRows }

    /// The row of the caption panel's top edge.
    package var captionTop: Int { rows - Self.captionLines - 1 }

    /// The terminal cells the scene may use: between the status line and the caption panel.
    package var sceneArea: CGRect { CGRect(x: 0, y: 1, width: columns, height: max(0, captionTop - 1)) }

    /// Where the screen's (0, 0) is drawn: one cell in from the scene area's corner, so the
    /// VoiceOver cursor has room around an element at the screen's edge.
    package var sceneOrigin: CGPoint { CGPoint(x: 1, y: 2) }
}
