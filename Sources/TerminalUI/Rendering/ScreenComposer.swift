import CellKit
import ScreenReader
import Session

/// Draws a whole terminal frame for a session: its windows (scrolled to keep the focus in view),
/// the VoiceOver cursor, the drag and its target, the status line, the caption panel, and
/// whatever the front state adds (rotor ring, inspector, help); the screen curtain when the
/// session has it on.
///
/// A frame is drawn from one `SessionSnapshot`: the focus, the rotor and the drag are read once,
/// so every part of the frame shows the same moment.
@MainActor
package struct ScreenComposer {
    package let layout: ScreenLayout

    package init(layout: ScreenLayout) {
        self.layout = layout
    }

    /// Yellow heavy lines, not bold: curses can only end bold by resetting every attribute,
    /// which each row of a moving cursor's box would pay twice (DECISIONS.md).
    private static let cursorStyle = CellStyle(foreground: .yellow)
    private static let barStyle = CellStyle(isReversed: true)
    private static let panelStyle = CellStyle(foreground: .cyan, isBold: true)

    /// The frame for the session as it is now.
    package func frame(for session: ScreenSession, state: FrontState = FrontState()) -> CellGrid {
        frame(for: session, snapshot: session.snapshot(), state: state)
    }

    /// The frame for `snapshot`, taken of `session` (whose finger the inspector asks about the
    /// focused element's drag sources and drop points, and whose callbacks it lists).
    package func frame(for session: ScreenSession, snapshot: SessionSnapshot, state: FrontState = FrontState()) -> CellGrid {
        if layout.isTooSmall { return tooSmallFrame() }
        let context = CellContext(grid: CellGrid(width: layout.columns, height: layout.rows))
        let area = layout.sceneArea
        context.withState(offset: .zero, clippingTo: area) {
            if snapshot.isCurtainOn {
                drawCurtain(in: context, area: area, language: snapshot.language)
            } else {
                drawScene(snapshot, offset: state.sceneOffset, demo: state.demo, in: context)
            }
            if state.showsRotorRing { drawRotorRing(snapshot, in: context, area: area) }
            switch state.panel {
            case .inspector?:
                drawInspector(InspectorReport(session: session, snapshot: snapshot), logTop: state.logTop, in: context)
            case .help?: drawHelp(in: context, area: area)
            case nil: break
            }
        }
        drawStatusLine(snapshot, demo: state.demo, showsVerbosity: state.showsVerbosity, notice: state.readAllNotice, in: context)
        drawCaptions(snapshot.captions, total: snapshot.captionCount, page: state.captionPage, in: context)
        return context.grid
    }

    /// Where the terminal cursor goes: the focused element's first cell, when it is in the
    /// scene area.
    package func cursor(for snapshot: SessionSnapshot, state: FrontState = FrontState()) -> CursorPosition? {
        guard !layout.isTooSmall, let frame = snapshot.focusFrame.map(snapshot.cellMetrics.cells) else { return nil }
        let x = (frame.minX + layout.sceneOrigin.x - state.sceneOffset.x).rounded(.down)
        let y = (frame.minY + layout.sceneOrigin.y - state.sceneOffset.y).rounded(.down)
        // CGRect.contains traps on NaN; a frame from app code may be anything.
        guard x.isFinite, y.isFinite, layout.sceneArea.contains(CGPoint(x: x, y: y)) else { return nil }
        return CursorPosition(column: Int(saturating: x), row: Int(saturating: y))
    }

    // MARK: Scene

    private func drawScene(_ snapshot: SessionSnapshot, offset: CGPoint, demo: DemoOverlay?, in context: CellContext) {
        let origin = CGPoint(x: layout.sceneOrigin.x - offset.x, y: layout.sceneOrigin.y - offset.y)
        // The windows are drawn in points of their screen; the rest of the frame is in cells, so
        // the cursor and the drag are brought to cells first.
        let metrics = snapshot.cellMetrics
        for window in snapshot.windows where !window.isHidden {
            let place = metrics.cells(window.frame)
            context.withState(offset: CGPoint(x: origin.x + place.minX, y: origin.y + place.minY), clippingTo: nil) {
                context.withMetrics(window.screen.cellMetrics) { window.render(in: context) }
            }
        }
        context.withState(offset: origin, clippingTo: nil) {
            if let frame = (demo?.cursorFrame ?? snapshot.focusFrame).map(metrics.cells) {
                drawCursor(around: frame, in: context)
            }
            drawDrag(snapshot.drag, at: demo?.dragLocation, metrics: metrics, in: context)
        }
    }

    /// The VoiceOver cursor: the top and bottom edges of a heavy box one cell out from the
    /// element, corners and all, without its sides. A side is a lone cell on each row the
    /// element spans, and each costs the terminal a cursor move and two colour switches when the
    /// cursor moves; the two edges are one run of cells each (DECISIONS.md). Being outside the
    /// element, the edges cross what is drawn next to it (a bar's figure, its month): those
    /// cells keep their characters and turn yellow, so the cursor never hides what it marks.
    private func drawCursor(around frame: CGRect, in context: CellContext) {
        let box = frame.insetBy(dx: -1, dy: -1)
        // The box's first and last rows, in the drawer's coordinates, as whole cells of the grid.
        let origin = context.origin
        let top = (box.minY + origin.y).rounded(.down) - origin.y
        let bottom = (box.maxY + origin.y).rounded(.up) - 1 - origin.y
        keepingText(in: context, crossedBy: box, colouredAs: Self.cursorStyle) {
            for row in [top, bottom] {
                context.withState(offset: .zero, clippingTo: CGRect(x: box.minX, y: row, width: box.width, height: 1)) {
                    context.strokeBox(box, style: Self.cursorStyle, lines: .heavy)
                }
            }
        }
    }

    /// Runs `draw` (a box's lines along `box`, in the drawer's coordinates), then puts back
    /// every character it replaced that was text rather than blank or a line, in `style`'s
    /// colour: a frame marks what it crosses and never hides it.
    ///
    /// Only the cells the lines can change are kept and compared: the box's edges and the cell
    /// either side of each (a line over half a wide character clears its other half). Keeping
    /// and comparing the whole grid, a copy of every cell for a frame's few lines, was most of
    /// a frame's cost (DECISIONS.md).
    private func keepingText(in context: CellContext, crossedBy box: CGRect, colouredAs style: CellStyle,
                             _ draw: () -> Void) {
        let width = context.grid.width
        let crossed = Self.cellsCrossed(by: context.boxCells(box), width: width, height: context.grid.height)
        // Copied out cell by cell, and the grid let go before `draw`, which then finds the
        // grid's storage its own to change in place.
        let old: [Cell] = Self.cells(at: crossed, of: context.grid)
        draw()
        let new: [Cell] = Self.cells(at: crossed, of: context.grid)
        var restored = Set<Int>(), restoring: [(column: Int, row: Int, cell: Cell)] = []
        for (position, index) in crossed.enumerated() {
            let cell = old[position]
            guard cell != new[position], Self.holdsText(cell) else { continue }
            // A wide character's second half is put back from its first, the cell before it
            // (always among those crossed: a line over a second half is a line next to it).
            let (row, column) = index.quotientAndRemainder(dividingBy: width)
            let start = cell.isContinuation ? column - 1 : column
            guard start >= 0, restored.insert(row * width + start).inserted else { continue }
            if !cell.isContinuation {
                restoring.append((start, row, cell))
            } else if position > 0, crossed[position - 1] == index - 1 {
                restoring.append((start, row, old[position - 1]))
            }
        }
        for (column, row, cell) in restoring {
            var kept = cell.style
            kept.foreground = style.foreground
            kept.isBold = kept.isBold || style.isBold
            kept.isDim = false
            context.drawText(String(cell.character),
                             at: CGPoint(x: CGFloat(column) - context.origin.x, y: CGFloat(row) - context.origin.y),
                             style: kept)
        }
    }

    /// The cells at `positions`. Not isolated, and a loop rather than a closure: a main-actor
    /// closure checks the executor on every call (DECISIONS.md).
    private nonisolated static func cells(at positions: [Int], of grid: CellGrid) -> [Cell] {
        var cells: [Cell] = []
        cells.reserveCapacity(positions.count)
        for position in positions { cells.append(grid.cells[position]) }
        return cells
    }

    /// The grid positions (row by row) a box on `cells` (`CellContext.boxCells`) can change in a
    /// grid of `width` × `height`: its top and bottom rows and the columns of its sides, each
    /// with the cell either side.
    package nonisolated static func cellsCrossed(by cells: (columns: Range<Int>, rows: Range<Int>)?, width: Int, height: Int) -> [Int] {
        guard let cells, width > 0, height > 0 else { return [] }
        let left = cells.columns.lowerBound, right = cells.columns.upperBound - 1
        let top = cells.rows.lowerBound, bottom = cells.rows.upperBound - 1
        let columns = 0..<width
        let across = (left - 1)..<(right + 2)
        // The sides' columns, one band when they are near enough to meet.
        let sides: [Range<Int>] = right - left <= 2
            ? [across] : [(left - 1)..<(left + 2), (right - 1)..<(right + 2)]
        var positions: [Int] = []
        for row in (top..<(bottom + 1)).clamped(to: 0..<height) {
            for band in (row == top || row == bottom ? [across] : sides) {
                for column in band.clamped(to: columns) { positions.append(row * width + column) }
            }
        }
        return positions
    }

    /// Whether a cell shows something a frame must not cover: anything but a blank or a
    /// box-drawing line (U+2500–U+257F), which a frame may take over.
    static func holdsText(_ cell: Cell) -> Bool {
        if cell.isContinuation { return true }
        guard cell.character != " " else { return false }
        return !cell.character.unicodeScalars.allSatisfy { (0x2500...0x257F).contains($0.value) }
    }

    /// While a drag is held: the drop target boxed in the proposal's colour and named by it,
    /// and the dragged items at the drag's location (or where a demo's glide has them). The box
    /// goes one cell out from the target where the scene area has room, so the target's own
    /// border and title stay; either way it never replaces text (`keepingText`).
    private func drawDrag(_ drag: HeldDrag?, at glide: CGPoint?, metrics: CellMetrics, in context: CellContext) {
        guard let point = glide ?? drag?.location else { return }
        let location = CGPoint(x: metrics.columns(point.x), y: metrics.rows(point.y))
        if let drag, let target = drag.targetView {
            let operation = drag.operation
            let colour: CellColor, mark: String
            switch operation {
            case .copy: (colour, mark) = (.green, "+ ")
            case .move: (colour, mark) = (.blue, "")
            case .forbidden: (colour, mark) = (.red, "⊘ ")
            case .cancel: (colour, mark) = (.red, "")
            }
            let frame = metrics.cells(target.screenRect(for: target.bounds))
            let outside = frame.insetBy(dx: -1, dy: -1)
            let box = Self.isBlankRing(outside, in: context) ? outside : frame
            let style = CellStyle(foreground: colour, isBold: true)
            keepingText(in: context, crossedBy: box, colouredAs: style) {
                context.strokeBox(box, style: style)
            }
            let tag = " \(mark)\(operation) "
            context.drawText(tag, at: CGPoint(x: box.maxX - CGFloat(CharacterWidth.of(tag)) - 1, y: box.maxY - 1),
                             style: CellStyle(foreground: .black, background: colour, isBold: true))
        }
        let count = drag?.itemCount ?? 0
        // The held items in black on white, which no element of the shipped scenes draws in (the
        // drag's source is not known here, and magenta was read as a purple bar's). A demo's
        // drop lands before the marker goes: dim once the drag is over.
        context.drawText("◆\(count > 1 ? String(count) : "")", at: location,
                         style: Self.heldStyle(isHeld: drag != nil))
    }

    /// Whether the ring of cells along `rect`'s edges (in the drawer's coordinates) is all in
    /// view and blank: room for a frame that covers nothing, not even a neighbour's border.
    static func isBlankRing(_ rect: CGRect, in context: CellContext) -> Bool {
        let area = rect.offsetBy(dx: context.origin.x, dy: context.origin.y)
        guard area.minX.isFinite, area.minY.isFinite, area.width.isFinite, area.height.isFinite,
              context.clip.contains(area) else { return false }
        let left = Int(saturating: area.minX.rounded(.down)), right = Int(saturating: area.maxX.rounded(.up)) - 1
        let top = Int(saturating: area.minY.rounded(.down)), bottom = Int(saturating: area.maxY.rounded(.up)) - 1
        guard left < right, top < bottom else { return false }
        func isBlank(_ column: Int, _ row: Int) -> Bool { context.grid[column, row]?.character == " " }
        for column in left...right where !isBlank(column, top) || !isBlank(column, bottom) { return false }
        for row in top...bottom where !isBlank(left, row) || !isBlank(right, row) { return false }
        return true
    }

    /// The held items' marker: black on white, bold while held, dim once dropped.
    static func heldStyle(isHeld: Bool) -> CellStyle {
        CellStyle(foreground: .black, background: .white, isBold: isHeld, isDim: !isHeld)
    }

    private func drawCurtain(in context: CellContext, area: CGRect, language: Language) {
        context.fill(area, with: " ")
        let message = "Screen curtain on: speech goes on. c turns it off."
        let y = area.midY.rounded(.down)
        let x = max(area.minX, area.midX - CGFloat(CharacterWidth.of(message) / 2))
        context.drawText(message, at: CGPoint(x: x.rounded(.down), y: y), style: CellStyle(isDim: true))
    }

    // MARK: Overlays

    /// The rotor's settings in a ring along the bottom of the scene area, the current one
    /// highlighted.
    private func drawRotorRing(_ snapshot: SessionSnapshot, in context: CellContext, area: CGRect) {
        let offered = snapshot.offeredRotorSettings
        guard !offered.isEmpty else { return }
        let names = offered.map { $0.name(in: snapshot.language) }
        let inner = names.map { " \($0) " }.joined(separator: "·")
        let width = min(area.width - 2, CGFloat(CharacterWidth.of(inner) + 4))
        let box = CGRect(x: (area.midX - width / 2).rounded(.down), y: area.maxY - 3, width: width, height: 3)
        context.fill(box, with: " ")
        context.strokeBox(box, style: Self.panelStyle, lines: .light)
        context.drawText(" Rotor ", at: CGPoint(x: box.minX + 2, y: box.minY), style: Self.panelStyle)
        var x = box.minX + 2
        for (index, name) in names.enumerated() {
            if index > 0 {
                context.drawText("·", at: CGPoint(x: x, y: box.minY + 1), style: CellStyle(isDim: true))
                x += 1
            }
            let isCurrent = offered[index] == snapshot.rotorSetting
            let text = " \(name) "
            guard x + CGFloat(CharacterWidth.of(text)) <= box.maxX - 1 else { break }
            context.drawText(text, at: CGPoint(x: x, y: box.minY + 1),
                             style: isCurrent ? CellStyle(foreground: .yellow, isBold: true, isReversed: true) : .plain)
            x += CGFloat(CharacterWidth.of(text))
        }
    }

    /// The inspector's box: the right half of the scene area (at least 40 cells), its full height.
    private var inspectorBox: CGRect {
        let area = layout.sceneArea
        let width = min(area.width, max(40, (area.width / 2).rounded(.down)))
        return CGRect(x: area.maxX - width, y: area.minY, width: width, height: area.height)
    }

    /// How many lines the inspector shows inside its frame.
    package var inspectorLines: Int { max(0, Int(saturating: inspectorBox.height) - 2) }

    /// The inspector following the log (`logTop` nil): the element and the newest callbacks;
    /// scrolled back: a page of the log from `logTop`, the panel widened to the left as far as
    /// its longest line needs (the log is what is being read), never beyond the scene area.
    private func drawInspector(_ report: InspectorReport, logTop: Int?, in context: CellContext) {
        guard let logTop else {
            drawPanel(title: "Inspector (i closes)", lines: report.lines(fitting: inspectorLines), in: inspectorBox, context: context)
            return
        }
        let lines = report.logLines(fitting: inspectorLines, from: logTop)
        var box = inspectorBox
        let area = layout.sceneArea
        let width = min(area.width, max(box.width, CGFloat((lines.map(CharacterWidth.of).max() ?? 0) + 4)))
        box = CGRect(x: area.maxX - width, y: box.minY, width: width, height: box.height)
        drawPanel(title: "Inspector (i closes)", lines: lines, in: box, context: context)
    }

    /// Every key, in one column, or two when one would not fit the scene area's height.
    private func drawHelp(in context: CellContext, area: CGRect) {
        let entries = KeyMap.helpLines
        let keyWidth = (entries.map { CharacterWidth.of($0.keys) }.max() ?? 0) + 1
        let rows = entries.map { $0.keys.padding(toLength: keyWidth, withPad: " ", startingAt: 0) + $0.meaning }
        let columnWidth = rows.map(CharacterWidth.of).max() ?? 0
        let perColumn = entries.count + 2 <= Int(saturating: area.height) ? entries.count : (entries.count + 1) / 2
        let lines = (0..<perColumn).map { row -> String in
            let left = rows[row]
            guard perColumn < rows.count, row + perColumn < rows.count else { return left }
            return left.padding(toLength: columnWidth + 3, withPad: " ", startingAt: 0) + rows[row + perColumn]
        }
        let width = min(area.width, CGFloat((lines.map(CharacterWidth.of).max() ?? 0) + 4))
        let height = min(area.height, CGFloat(lines.count + 2))
        let box = CGRect(x: (area.midX - width / 2).rounded(.down), y: area.minY, width: width, height: height)
        drawPanel(title: "Keys (? closes)", lines: lines, in: box, context: context)
    }

    private func drawPanel(title: String, lines: [String], in box: CGRect, context: CellContext) {
        context.fill(box, with: " ")
        context.strokeBox(box, style: Self.panelStyle)
        context.drawText(" \(title) ", at: CGPoint(x: box.minX + 2, y: box.minY), style: Self.panelStyle)
        let room = max(0, Int(saturating: box.width) - 4)
        for (index, line) in lines.prefix(max(0, Int(saturating: box.height) - 2)).enumerated() {
            context.drawText(TextWrapper.truncate(line, width: room), at: CGPoint(x: box.minX + 2, y: box.minY + 1 + CGFloat(index)))
        }
    }

    // MARK: Status and captions

    /// Verbosity's settings in the screen reader's language: "Actions: Speak · Hints on".
    static func verbosityText(_ snapshot: SessionSnapshot) -> String {
        let language = snapshot.language
        return PhraseBook.text(.verbosityActions(snapshot.verbosity.actions), in: language) + " · "
            + PhraseBook.text(snapshot.verbosity.speaksHints ? .hintsOn : .hintsOff, in: language)
    }

    /// The status line: the parts that fit, in order, then the key reminder. When they do not
    /// all fit, the parts that say least go first, whole — the app's name, then the scene's
    /// title, then the language — and the drag takes its short form, so that a demo's gesture,
    /// the rotor's setting and the drag's outcome, what the audience follows, keep their room at
    /// 80 columns; only then is the line cut.
    private func drawStatusLine(_ snapshot: SessionSnapshot, demo: DemoOverlay?, showsVerbosity: Bool, notice: String?,
                                in context: CellContext) {
        context.fill(CGRect(x: 0, y: 0, width: layout.columns, height: 1), style: Self.barStyle)
        let help = " \(demo?.keys ?? "? keys · q quits") "
        let parts = Self.statusParts(snapshot, demo: demo, showsVerbosity: showsVerbosity, notice: notice)
        let full = Self.statusText(parts, dropping: 0)
        // The status keeps the line; the key reminder shows only where it fits after it. A
        // demo's keys always show: the presenter needs them more than the status's tail.
        let fitsHelp = demo != nil || CharacterWidth.of(full) + CharacterWidth.of(help) <= layout.columns
        let room = fitsHelp ? layout.columns - CharacterWidth.of(help) : layout.columns
        var status = full
        for dropped in 1...Self.droppableParts where CharacterWidth.of(status) > room {
            status = Self.statusText(parts, dropping: dropped)
        }
        // Last before the cut: the drag in its short form ("◆1 → copy"), its outcome kept.
        if CharacterWidth.of(status) > room, let drag = snapshot.drag {
            status = Self.statusText(parts.map { $0.text == Self.dragText(drag) ? ("◆\(drag.itemCount) → \(drag.operation)", nil) : $0 },
                                     dropping: Self.droppableParts)
        }
        context.drawText(TextWrapper.truncate(status, width: room), at: .zero, style: Self.barStyle)
        if fitsHelp {
            context.drawText(help, at: CGPoint(x: room, y: 0), style: Self.barStyle)
        }
    }

    /// How many of the status line's parts may be left out, from the first: the app's name,
    /// the scene's title, the language.
    private static let droppableParts = 3

    /// The status line's parts in order, each with the turn at which it may be left out
    /// (`nil`: never): the app's name (1), the scene's title (2), a demo's step, the language
    /// (3), then each when it applies: a read all that met its limit, the Verbosity settings,
    /// the rotor's setting, the drag.
    private static func statusParts(_ snapshot: SessionSnapshot, demo: DemoOverlay?, showsVerbosity: Bool, notice: String?)
        -> [(text: String, droppedAt: Int?)] {
        var parts: [(text: String, droppedAt: Int?)] = [("Rotor", 1), (snapshot.title, 2)]
        // A demo's gesture comes first after the scene, where the audience looks.
        if let demo { parts.append((demo.status, nil)) }
        parts.append((snapshot.language.code, 3))
        // What the key just did, first among the rest.
        if let notice { parts.append((notice, nil)) }
        // While a key changes them, the Verbosity settings come before the rotor: they are what
        // the key did.
        if showsVerbosity { parts.append((verbosityText(snapshot), nil)) }
        if let setting = snapshot.rotorSetting {
            parts.append(("Rotor: " + setting.name(in: snapshot.language), nil))
        }
        if let drag = snapshot.drag {
            parts.append((dragText(drag), nil))
        }
        return parts
    }

    /// The drag's part: "Dragging 1 item → copy".
    private static func dragText(_ drag: HeldDrag) -> String {
        "Dragging \(drag.itemCount) \(drag.itemCount == 1 ? "item" : "items") → \(drag.operation)"
    }

    /// The parts joined, those left out by the `dropping`th turn missing.
    private static func statusText(_ parts: [(text: String, droppedAt: Int?)], dropping: Int) -> String {
        " " + parts.filter { ($0.droppedAt ?? .max) > dropping }.map(\.text).joined(separator: " │ ")
    }

    /// The caption panel: `page` (the front's, or a new one) brought up to `captions`.
    private func drawCaptions(_ captions: [Utterance], total: Int, page: CaptionPage, in context: CellContext) {
        let top = layout.captionTop
        context.fill(CGRect(x: 0, y: top, width: layout.columns, height: 1), with: "─", style: CellStyle(isDim: true))
        context.drawText(" Speech ", at: CGPoint(x: 2, y: top), style: CellStyle(isBold: true))
        var page = page
        page.take(captions, total: total)
        let shown = page.lines(of: captions, total: total)
        for (offset, line) in shown.enumerated() {
            let isNewest = offset == shown.count - 1
            let marker: String
            switch line.utterance.kind {
            case .element, .hint: marker = "  "
            case .announcement: marker = "» "
            case .earcon: marker = "♪ "
            }
            // The newest is a yellow bar across the panel, seen at a glance; curses clears the
            // bar's row past the text with one erase in the bar's colour, and clears it again
            // when the next line takes the bar (DECISIONS.md). Hints on their own lines stay
            // dim, even when newest. An element's delayed part is drawn in the element's style:
            // one style a line.
            let kind = line.utterance.kind
            let row = top + 1 + offset
            var style = CellStyle(isDim: kind == .hint)
            if isNewest {
                style = CellStyle(foreground: .black, background: .yellow, isDim: kind == .hint)
                context.fill(CGRect(x: 0, y: row, width: layout.columns, height: 1), style: style)
            }
            var text = marker + line.utterance.description
            // Apart as a script writes utterances: a description is said as written, with no
            // full stop to end it before its hint.
            if let hint = line.hint { text += " / " + hint.description }
            context.drawText(TextWrapper.truncate(text, width: layout.columns - 2), at: CGPoint(x: 1, y: row), style: style)
        }
    }

    private func tooSmallFrame() -> CellGrid {
        var grid = CellGrid(width: layout.columns, height: layout.rows)
        let message = "Rotor needs at least \(ScreenLayout.minimumColumns)×\(ScreenLayout.minimumRows); "
            + "this terminal is \(layout.columns)×\(layout.rows). Enlarge it, or press q to quit."
        for (row, line) in TextWrapper.wrap(message, width: max(1, layout.columns)).enumerated() where row < layout.rows {
            grid.write(line, column: 0, row: row)
        }
        return grid
    }
}
