import CellKit
import Foundation
import SceneFormat
import Testing
import TerminalUI
import RotorTestSupport

/// What a VoiceOver cursor move costs a real terminal: the bytes ncurses writes for the new
/// frame, against the bytes of the cells that changed. Bytes are counted, never time.
@MainActor
@Suite("What a cursor move writes to a real terminal", .cellsScreen)
struct CursorMoveBytesTests {
    /// A photo library: boxed items eight to a line, more lines than the screen shows.
    nonisolated static let collection = """
        title: A small library
        window:
          size: [80, 20]
        views:
          - id: library
            type: collectionView
            frame: [0, 0, 80, 20]
            itemSize: [9, 3]
            spacing: 1
            cells: { dragSource: "Drag {label}" }
            drag: { allowsMove: true }
            items:
        """ + (1...40).map { "\n      - Photo \($0)" }.joined() + "\n"

    /// A well above a table of one-line rows in a scroll view, longer than the screen.
    nonisolated static let table = """
        title: A small table
        window:
          size: [80, 20]
        views:
          - id: inbox
            type: well
            frame: [40, 0, 30, 3]
            title: Inbox
            accessibility: { element: true }
            drop: { accepts: [public.plain-text] }
          - id: table
            type: scrollView
            frame: [0, 4, 38, 16]
            contentSize: [38, 40]
            subviews:
        """ + (1...40).map { "\n      - { type: label, frame: [0, \($0 - 1), 30, 1], text: Row \($0), drag: { text: Row \($0) } }" }.joined() + "\n"

    @Test("each move of a walk through every element writes at most twice the bytes of the cells it changes",
          arguments: ["collection", "table"])
    func everyMoveWritesAtMostTwiceWhatChanged(shape: String) throws {
        let scene = try SceneLoader.load(yaml: shape == "table" ? Self.table : Self.collection, file: "\(shape).yaml")
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("rotor-bytes-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: file) }
        let backend = NcursesBackend(writingTo: file, columns: 80, rows: 24)
        try backend.start()
        defer { backend.stop() }
        let app = TerminalApp(session: scene.makeSession(), backend: backend)
        app.start()
        app.present()
        let reader = app.session.screenReader
        #expect(reader.elements.count > 30, "a walk long enough to scroll")
        for move in 1..<reader.elements.count {
            let before = app.frame()
            app.step(.gesture(.swipeRight))
            let after = app.frame()
            let written = try #require(backend.bytesWritten)
            backend.present(after, cursor: app.cursor())
            let bytes = try #require(backend.bytesWritten) - written
            let changed = after.changedCellBytes(since: before)
            #expect(changed > 0, "move \(move) changes the screen")
            #expect(bytes <= 2 * changed, "move \(move) to \(reader.focusedElement?.label ?? "nothing") writes \(bytes) bytes for \(changed) of changed cells")
        }
    }
}
