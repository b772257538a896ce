import CellKit
import SceneFormat
import ScreenReader

/// Draws a whole terminal frame for a session: the scene's windows, the VoiceOver cursor, the
/// drag, the status line and the caption panel.
@MainActor
public struct ScreenComposer {
    public let layout: ScreenLayout

    public init(layout: ScreenLayout) {
        self.layout = layout
    }

    private static let cursorStyle = CellStyle(foreground: .yellow, isBold: true)
    private static let barStyle = CellStyle(isReversed: true)

    public func frame(for session: SceneSession) -> CellGrid {
        if layout.isTooSmall { return tooSmallFrame() }
        let context = CellContext(grid: CellGrid(width: layout.columns, height: layout.rows))
        let origin = layout.sceneOrigin
        context.withState(offset: .zero, clippingTo: layout.sceneArea) {
            for window in session.scene.windows where !window.isHidden {
                context.withState(offset: CGPoint(x: origin.x + window.frame.minX, y: origin.y + window.frame.minY),
                                  clippingTo: nil) {
                    window.render(in: context)
                }
            }
            context.withState(offset: origin, clippingTo: nil) {
                if let element = session.screenReader.focusedElement {
                    context.strokeBox(element.frame.insetBy(dx: -1, dy: -1), style: Self.cursorStyle, lines: .heavy)
                }
                if let location = session.finger.location {
                    context.drawText("◆", at: location, style: CellStyle(foreground: .magenta, isBold: true))
                }
            }
        }
        drawStatusLine(session, in: context)
        drawCaptions(session.captions, in: context)
        return context.grid
    }

    private func drawStatusLine(_ session: SceneSession, in context: CellContext) {
        context.fill(CGRect(x: 0, y: 0, width: layout.columns, height: 1), style: Self.barStyle)
        var parts = [" Rotor", session.scene.name, session.screenReader.language.code]
        if let setting = session.screenReader.rotor.setting {
            parts.append("Rotor: " + setting.name(in: session.screenReader.language))
        }
        if let dragged = session.finger.session?.items.count {
            parts.append("Dragging \(dragged) \(dragged == 1 ? "item" : "items") → \(session.finger.operation)")
        }
        let help = " q quits "
        let status = parts.joined(separator: " │ ")
        // The status keeps the line; the key reminder shows only where it fits after it.
        let fitsHelp = CharacterWidth.of(status) + CharacterWidth.of(help) <= layout.columns
        let room = fitsHelp ? layout.columns - CharacterWidth.of(help) : layout.columns
        context.drawText(TextWrapper.truncate(status, width: room), at: .zero, style: Self.barStyle)
        if fitsHelp {
            context.drawText(help, at: CGPoint(x: room, y: 0), style: Self.barStyle)
        }
    }

    private func drawCaptions(_ captions: [Utterance], in context: CellContext) {
        let top = layout.captionTop
        context.fill(CGRect(x: 0, y: top, width: layout.columns, height: 1), with: "─", style: CellStyle(isDim: true))
        context.drawText(" Speech ", at: CGPoint(x: 2, y: top), style: CellStyle(isBold: true))
        let shown = captions.suffix(ScreenLayout.captionLines)
        for (offset, utterance) in shown.enumerated() {
            let isNewest = offset == shown.count - 1
            let marker: String
            switch utterance.kind {
            case .element: marker = "  "
            case .hint: marker = "  "
            case .announcement: marker = "» "
            case .earcon: marker = "♪ "
            }
            var style = CellStyle(isDim: utterance.kind == .hint)
            if isNewest { style = CellStyle(foreground: .yellow, isBold: true) }
            let text = marker + utterance.description
            context.drawText(TextWrapper.truncate(text, width: layout.columns - 2), at: CGPoint(x: 1, y: top + 1 + offset), style: style)
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
