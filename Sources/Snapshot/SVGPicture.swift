import CellKit
import RotorOutput
import ScreenReader

/// A `ScenePicture` as SVG: the screen's cells in a monospace font with their colours, each
/// element's frame outlined in its own colour with its number, ◆ at each drag source's point and
/// ▼ at each drop point's in the element's colour, the VoiceOver cursor in yellow, a drag in
/// flight (the target boxed in the proposal's colour, the items at the drag's place), and beside
/// the screen the numbered legend in visiting order.
///
/// Every coordinate is a whole or half pixel and every text is escaped (`XMLText`), so the
/// document is the same from run to run and safe whatever a scene holds.
@MainActor
public struct SVGPicture {
    public let picture: ScenePicture

    public init(_ picture: ScenePicture) {
        self.picture = picture
    }

    // A cell is 10 × 20 pixels; each character is placed at its cell's own x (a text element of
    // its own, as every renderer honours that), so wide characters, fallback fonts and a font's
    // advance other than 10 pixels cannot push a row out of line.
    static let cellWidth = 10
    static let cellHeight = 20
    static let margin = 24
    static let headingHeight = 52
    static let legendGap = 32
    static let legendWidth = 600
    static let legendLineHeight = 18
    /// Characters (cells) of legend text on one line at 13 px.
    static let legendColumns = 68
    /// After a drop point the rotor offers only while a drag is held.
    static let whileDragging = "(offered while a drag is held)"
    /// Monospace fonts most systems have, then ones with Korean and Chinese glyphs.
    static let font = "DejaVu Sans Mono, Menlo, Consolas, Noto Sans Mono CJK KR, Noto Sans Mono CJK SC, monospace"

    /// The document's lines.
    public var lines: [String] {
        let grid = picture.cells
        let screenWidth = grid.width * Self.cellWidth
        let screenHeight = grid.height * Self.cellHeight
        let screen = (x: Self.margin, y: Self.margin + Self.headingHeight + (picture.step == nil ? 0 : Self.legendLineHeight))
        let legendX = screen.x + screenWidth + Self.legendGap
        let legend = legendLines(x: legendX, y: screen.y)
        let statusHeight = picture.drag == nil ? 0 : 30
        let height = max(screen.y + screenHeight + statusHeight, legend.bottom) + Self.margin
        let width = legendX + Self.legendWidth + Self.margin

        var out = [
            #"<?xml version="1.0" encoding="UTF-8"?>"#,
            #"<svg xmlns="http://www.w3.org/2000/svg" width="\#(width)" height="\#(height)" viewBox="0 0 \#(width) \#(height)" font-family="\#(Self.font)">"#,
            "  <title>\(XMLText.escaped(picture.title))</title>",
            #"  <rect width="\#(width)" height="\#(height)" fill="rgb(246,246,244)"/>"#,
        ]
        out += heading(x: screen.x)
        out.append(#"  <rect x="\#(screen.x - 6)" y="\#(screen.y - 6)" width="\#(screenWidth + 12)" height="\#(screenHeight + 12)" rx="6" fill="\#(Palette.screen)"/>"#)
        out.append(#"  <g transform="translate(\#(screen.x) \#(screen.y))">"#)
        // The cells' font size once, for the thousands of characters in it.
        out.append(#"    <g font-size="17">"#)
        out += cellLines(grid).map { "      " + $0 }
        out.append("    </g>")
        out += outlineLines().map { "    " + $0 }
        out += targetLines().map { "    " + $0 }
        out += markerLines().map { "    " + $0 }
        out += heldLines().map { "    " + $0 }
        out.append("  </g>")
        out += statusLines(x: screen.x, y: screen.y + screenHeight + 24)
        out += legend.lines
        out.append("</svg>")
        return out
    }

    /// The document as one string.
    public var text: String { lines.joined(separator: "\n") + "\n" }

    // MARK: Heading and status

    private func heading(x: Int) -> [String] {
        let moment = picture.step.map { "after step \($0.number): \($0.text)" } ?? "as the scene opens"
        let count = picture.elementCount
        var detail = "\(moment) · \(picture.language.code) · \(count) element\(count == 1 ? "" : "s")"
        if picture.entries.count < count { detail += ", \(picture.entries.count) listed" }
        var out = [
            #"  <text x="\#(x)" y="\#(Self.margin + 18)" font-size="18" font-weight="bold" fill="rgb(32,32,32)">\#(XMLText.escaped(picture.title))</text>"#,
            #"  <text x="\#(x)" y="\#(Self.margin + 40)" font-size="13" fill="rgb(96,96,96)">\#(XMLText.escaped(detail))</text>"#,
        ]
        if let said = picture.step?.said {
            let heard = said.isEmpty ? "(nothing)" : said.map(\.description).joined(separator: " / ")
            let line = TextWrapper.truncate("heard: " + heard, width: 120)
            out.append(#"  <text x="\#(x)" y="\#(Self.margin + 40 + Self.legendLineHeight)" font-size="13" fill="rgb(96,96,96)">\#(XMLText.escaped(line))</text>"#)
        }
        return out
    }

    /// Under the screen while a drag is held, as the terminal's status line says it.
    private func statusLines(x: Int, y: Int) -> [String] {
        guard let drag = picture.drag else { return [] }
        let items = "\(drag.itemCount) item\(drag.itemCount == 1 ? "" : "s")"
        let text = "◆ Dragging \(items) → \(drag.operation)"
        return [#"  <text x="\#(x)" y="\#(y)" font-size="14" font-weight="bold" fill="\#(Palette.proposal(drag.operation))">\#(XMLText.escaped(text))</text>"#]
    }

    // MARK: The screen

    /// Backgrounds as rectangles, then each row's text in runs of one style: a group with the
    /// run's colour and weight, holding one `<text>` a character at its own cell's x. One x a
    /// text element, not a list of them: librsvg (and the tools built on it) places only the
    /// first of a list and lets the rest follow the font's advance, so long runs of box-drawing
    /// characters ended short of their corners.
    private func cellLines(_ grid: CellGrid) -> [String] {
        var backgrounds: [String] = []
        var texts: [String] = []
        for row in 0..<grid.height {
            var run: (style: CellStyle, characters: [(column: Int, character: Character)])?
            func flush() {
                if let current = run, !current.characters.isEmpty {
                    texts.append(textRun(current.characters, row: row, style: current.style))
                }
                run = nil
            }
            for column in 0..<grid.width {
                guard let cell = grid[column, row], !cell.isContinuation else { continue }
                let colours = Palette.colours(of: cell.style)
                if let background = colours.background {
                    let span = CharacterWidth.of(cell.character) > 1 ? 2 : 1
                    backgrounds.append(#"<rect x="\#(column * Self.cellWidth)" y="\#(row * Self.cellHeight)" width="\#(span * Self.cellWidth)" height="\#(Self.cellHeight)" fill="\#(background)"/>"#)
                }
                // Spaces are not written (SVG would collapse them).
                if cell.character == " " || run?.style != cell.style { flush() }
                guard cell.character != " " else { continue }
                if run == nil { run = (cell.style, []) }
                run?.characters.append((column, cell.character))
            }
            flush()
        }
        return backgrounds + texts
    }

    /// One run of a style: its group, and in it each character placed at its cell.
    private func textRun(_ characters: [(column: Int, character: Character)], row: Int, style: CellStyle) -> String {
        let colours = Palette.colours(of: style)
        var attributes = #"fill="\#(colours.foreground)""#
        if style.isBold { attributes += #" font-weight="bold""# }
        if style.isDim { attributes += #" fill-opacity="0.6""# }
        if style.isUnderlined { attributes += #" text-decoration="underline""# }
        let y = row * Self.cellHeight + 16
        let texts = characters.map { #"<text x="\#($0.column * Self.cellWidth)" y="\#(y)">\#(XMLText.escaped(String($0.character)))</text>"# }
        return #"<g \#(attributes)>"# + texts.joined() + "</g>"
    }

    /// Each element's frame in its colour, with its number in a tab at its top-left corner;
    /// the VoiceOver cursor around the focused one.
    private func outlineLines() -> [String] {
        var out: [String] = []
        for entry in picture.entries {
            guard let box = pixels(entry.frame) else { continue }
            let colour = Palette.element(entry.number)
            out.append(#"<rect x="\#(box.x + 1.5)" y="\#(box.y + 1.5)" width="\#(max(box.width - 3, 1))" height="\#(max(box.height - 3, 1))" fill="none" stroke="\#(colour)" stroke-width="2"/>"#)
            // The number on a small tab astride the frame's top-left corner, mostly above it, so a
            // one-row element's first character stays readable.
            let tab = "\(entry.number)"
            let tabWidth = 5 + 6 * tab.count
            out.append(#"<rect x="\#(box.x)" y="\#(box.y - 5)" width="\#(tabWidth)" height="11" rx="2" fill="\#(colour)"/>"#)
            out.append(#"<text x="\#(box.x + 2.5)" y="\#(box.y + 4)" font-size="9.5" font-weight="bold" fill="white">\#(tab)</text>"#)
        }
        if let focus = picture.focusFrame, let box = pixels(focus) {
            out.append(#"<rect x="\#(box.x - 4.5)" y="\#(box.y - 4.5)" width="\#(box.width + 9)" height="\#(box.height + 9)" rx="3" fill="none" stroke="\#(Palette.cursor)" stroke-width="3"/>"#)
        }
        return out
    }

    /// ◆ at each drag source's point and ▼ at each drop point's, in the element's colour, over
    /// everything else.
    private func markerLines() -> [String] {
        var out: [String] = []
        for entry in picture.entries {
            for action in entry.actions {
                guard action.kind != .custom, let point = action.point, let centre = cellCentre(point) else { continue }
                let colour = Palette.element(entry.number)
                out.append(#"<circle cx="\#(centre.x)" cy="\#(centre.y)" r="9" fill="white" stroke="\#(colour)" stroke-width="2"/>"#)
                out.append(#"<text x="\#(centre.x)" y="\#(centre.y + 5)" font-size="13" text-anchor="middle" fill="\#(colour)">\#(action.mark)</text>"#)
            }
        }
        return out
    }

    /// The drop target boxed in the proposal's colour, with its operation.
    private func targetLines() -> [String] {
        guard let drag = picture.drag, let target = drag.targetFrame, let box = pixels(target) else { return [] }
        let colour = Palette.proposal(drag.operation)
        let tag = " \(drag.operation == .copy ? "+ " : drag.operation == .forbidden ? "⊘ " : "")\(drag.operation) "
        let tagWidth = 8 * CharacterWidth.of(tag)
        let tagX = box.x + box.width - Double(tagWidth), tagY = box.y + box.height - 16
        return [
            #"<rect x="\#(box.x - 2.5)" y="\#(box.y - 2.5)" width="\#(box.width + 5)" height="\#(box.height + 5)" fill="\#(colour)" fill-opacity="0.12" stroke="\#(colour)" stroke-width="3" stroke-dasharray="8 4"/>"#,
            #"<rect x="\#(tagX)" y="\#(tagY)" width="\#(tagWidth)" height="16" fill="\#(colour)"/>"#,
            #"<text x="\#(tagX + Double(tagWidth) / 2)" y="\#(tagY + 12)" font-size="12" font-weight="bold" text-anchor="middle" fill="white">\#(XMLText.escaped(tag))</text>"#,
        ]
    }

    /// The held items (◆ and their count) where the drag is, a little above and to the right of
    /// its cell so that the point's own mark stays in view.
    private func heldLines() -> [String] {
        guard let drag = picture.drag, let location = drag.location, let centre = cellCentre(location) else { return [] }
        let count = drag.itemCount > 1 ? "\(drag.itemCount)" : ""
        let x = centre.x + 12, y = centre.y - 12
        return [
            #"<circle cx="\#(x)" cy="\#(y)" r="11" fill="\#(Palette.held)" stroke="\#(Palette.heldInk)" stroke-width="2"/>"#,
            #"<text x="\#(x)" y="\#(y + 5)" font-size="13" font-weight="bold" text-anchor="middle" fill="\#(Palette.heldInk)">◆\#(count)</text>"#,
        ]
    }

    // MARK: The legend

    /// The numbered legend: for each element what VoiceOver says on landing (the hint and
    /// "Actions Available" dimmer), then its actions with their marks.
    private func legendLines(x: Int, y: Int) -> (lines: [String], bottom: Int) {
        var out: [String] = []
        var top = y
        out.append(#"  <text x="\#(x)" y="\#(top + 4)" font-size="14" font-weight="bold" fill="rgb(32,32,32)">What VoiceOver says, in visiting order</text>"#)
        top += 24
        for entry in picture.entries {
            let colour = Palette.element(entry.number)
            out.append(#"  <circle cx="\#(x + 11)" cy="\#(top + 9)" r="11" fill="\#(colour)"/>"#)
            out.append(#"  <text x="\#(x + 11)" y="\#(top + 14)" font-size="12" font-weight="bold" text-anchor="middle" fill="white">\#(entry.number)</text>"#)
            // Each line's body is markup already: spoken text escaped, an action's mark a tspan.
            var lines: [(body: String, attributes: String)] = []
            for utterance in entry.spoken {
                let style: String = switch utterance.kind {
                case .element: #"fill="rgb(32,32,32)" font-weight="bold""#
                case .hint: #"fill="rgb(80,80,80)" font-style="italic""#
                default: #"fill="rgb(80,80,80)""#
                }
                for line in TextWrapper.wrap(utterance.description, width: Self.legendColumns) {
                    lines.append((XMLText.escaped(line), style))
                }
            }
            for action in entry.actions {
                let name = action.isOffered ? action.name : action.name + " " + Self.whileDragging
                for (index, line) in TextWrapper.wrap(name, width: Self.legendColumns - 2).enumerated() {
                    let mark = index == 0 ? #"<tspan fill="\#(colour)" font-weight="bold">\#(action.mark)</tspan> "# : "  "
                    lines.append((mark + XMLText.escaped(line), #"fill="rgb(32,32,32)""#))
                }
            }
            if entry.unlistedActionCount > 0 {
                let more = "… and \(entry.unlistedActionCount) more action\(entry.unlistedActionCount == 1 ? "" : "s"), not listed"
                lines.append(("  " + XMLText.escaped(more), #"fill="rgb(80,80,80)" font-style="italic""#))
            }
            for (index, line) in lines.enumerated() {
                out.append(#"  <text x="\#(x + 30)" y="\#(top + 14 + index * Self.legendLineHeight)" font-size="13" xml:space="preserve" \#(line.attributes)>\#(line.body)</text>"#)
            }
            top += max(lines.count, 1) * Self.legendLineHeight + 12
        }
        for (index, line) in legendNotes.flatMap({ TextWrapper.wrap($0, width: Self.legendColumns + 3) }).enumerated() {
            if index == 0 { top += 4 }
            out.append(#"  <text x="\#(x)" y="\#(top + 14)" font-size="13" xml:space="preserve" fill="rgb(96,96,96)" font-style="italic">\#(XMLText.escaped(line))</text>"#)
            top += Self.legendLineHeight
        }
        return (out, top)
    }

    /// What the legend leaves out and why, after its entries; nothing when it lists every
    /// element.
    var legendNotes: [String] {
        var notes: [String] = []
        let unlisted = picture.unlistedCount, offPicture = picture.offPictureCount
        if unlisted > 0 {
            notes.append("The legend lists at most \(ScenePicture.legendLimit) of the elements the picture draws, "
                + "and the focused one: \(unlisted) more element\(unlisted == 1 ? " is" : "s are") drawn "
                + "but neither outlined nor listed.")
        }
        if offPicture > 0 {
            notes.append("\(offPicture) element\(offPicture == 1 ? " lies" : "s lie") wholly off the picture "
                + "(outside the windows, or past its \(picture.cells.width) × \(picture.cells.height) cells), "
                + "so \(offPicture == 1 ? "it is" : "they are") not listed.")
        }
        if !notes.isEmpty { notes.append("rotor run --elements lists every element.") }
        return notes
    }

    // MARK: Geometry

    /// A frame on the screen in pixels, clipped to the drawn cells; `nil` when nothing of it is
    /// on them or it is not a number.
    private func pixels(_ points: CGRect) -> (x: Double, y: Double, width: Double, height: Double)? {
        guard let clipped = picture.drawnCells(points) else { return nil }
        return (Double(clipped.minX) * Double(Self.cellWidth), Double(clipped.minY) * Double(Self.cellHeight),
                Double(clipped.width) * Double(Self.cellWidth), Double(clipped.height) * Double(Self.cellHeight))
    }

    /// The centre of the cell a point is in, in pixels; `nil` off the drawn cells.
    private func cellCentre(_ location: CGPoint) -> (x: Double, y: Double)? {
        guard location.x.isFinite, location.y.isFinite else { return nil }
        let metrics = picture.cellMetrics
        let column = metrics.columns(location.x).rounded(.down), row = metrics.rows(location.y).rounded(.down)
        guard column >= 0, row >= 0, column < CGFloat(picture.cells.width), row < CGFloat(picture.cells.height) else {
            return nil
        }
        return ((Double(column) + 0.5) * Double(Self.cellWidth), (Double(row) + 0.5) * Double(Self.cellHeight))
    }
}
