import CellKit

/// What the front shows besides the scene: the open panel, the rotor ring, and
/// how far the scene is scrolled.
package struct FrontState: Sendable, Equatable {
    /// A panel drawn over the scene.
    package enum Panel: Sendable, Equatable {
        case inspector, help
    }

    package var panel: Panel?
    /// The inspector's callback log scrolled back: the first callback shown (0 is the log's
    /// first). `nil` while it follows the log's end under the focused element.
    package var logTop: Int?
    /// The rotor ring shows while the user is rotating, until another key.
    package var showsRotorRing = false
    /// The status line shows the Verbosity settings after a key changes one, until another key.
    package var showsVerbosity = false
    /// The status line says a read all met its limit, until another key.
    package var readAllNotice: String?
    /// The screen point drawn at the scene area's top-left corner: non-zero when the scene is
    /// larger than the terminal and the focus is further in.
    package var sceneOffset: CGPoint = .zero
    /// The offset the last move of the focus chose, and the focus it was chosen for: a resize
    /// scrolls from here, not from what a smaller terminal needed, so growing back to a size
    /// draws what that size drew before (`scroll(toShow:in:sceneExtent:)`).
    private var anchor: Anchor?

    private struct Anchor: Sendable, Equatable {
        let offset: CGPoint
        let focus: CGRect?
    }
    /// While a demo plays: its status, and the cursor and drag part-way through a move.
    package var demo: DemoOverlay?
    /// The caption panel's page, as of the captions of the last frame.
    package var captionPage = CaptionPage()

    package init() {}

    /// Opens `panel`, or closes it when it is the one open.
    package mutating func toggle(_ panel: Panel) {
        self.panel = self.panel == panel ? nil : panel
        logTop = nil
    }

    /// Scrolls the inspector's log a page of `page` callbacks back (`pages` below 0) or on,
    /// in a log of `count`. Scrolling back from following shows the page that ends with the
    /// newest callback, in full; scrolling on past the page that ends with it follows the log
    /// again.
    package mutating func scrollLog(pages: Int, page: Int, count: Int) {
        guard count > 0 else { return }
        let last = max(0, count - page)
        guard let top = logTop else {
            if pages < 0 { logTop = max(0, last + (pages + 1) * page) }
            return
        }
        if pages > 0, top >= last {
            logTop = nil
            return
        }
        logTop = min(max(0, top + pages * page), last)
    }

    /// Scrolls as little as possible so that `frame` (a focused element, in screen cells) is
    /// inside a scene area of `size`, never before the screen's origin, and never further than
    /// the far edge of `sceneExtent` (the windows, in screen cells) needs: when the terminal grows
    /// back after shrinking, the scene is drawn from its top again instead of staying scrolled
    /// with blank rows below. With no focus, only the clamp applies.
    ///
    /// While the focus stays where it was, the scroll starts from the offset chosen when it got
    /// there, not from the one shown last: a terminal that shrank scrolled further to keep the
    /// focus in view, and growing back to the size the offset was chosen at gives that offset
    /// again, so every scene is drawn where it was, whichever element is focused.
    package mutating func scroll(toShow frame: CGRect?, in size: CGSize, sceneExtent: CGRect) {
        let focusStayed = anchor.map { $0.focus == frame } ?? false
        let start = focusStayed ? anchor?.offset ?? sceneOffset : sceneOffset
        sceneOffset = Self.offset(from: start, toShow: frame, in: size, sceneExtent: sceneExtent)
        if !focusStayed { anchor = Anchor(offset: sceneOffset, focus: frame) }
    }

    /// Scrolled as little as possible from `sceneOffset` to show `frame`, within the scene.
    private static func offset(from sceneOffset: CGPoint, toShow frame: CGRect?, in size: CGSize,
                               sceneExtent: CGRect) -> CGPoint {
        // The cursor's frame is a cell around the focus: `target` holds that margin, so the
        // clamp takes it from there alone. Adding it to the scene's extent as well counted it
        // twice, and let a scene exactly as tall as the area stay scrolled by a row after the
        // terminal shrank and grew back.
        let target = frame?.insetBy(dx: -1, dy: -1)
        let far = CGPoint(x: max(sceneExtent.maxX, target?.maxX ?? 0), y: max(sceneExtent.maxY, target?.maxY ?? 0))
        var offset = CGPoint(x: min(sceneOffset.x, max(0, far.x - size.width)),
                             y: min(sceneOffset.y, max(0, far.y - size.height)))
        if let target {
            if target.maxX > offset.x + size.width { offset.x = target.maxX - size.width }
            if target.minX < offset.x { offset.x = target.minX }
            if target.maxY > offset.y + size.height { offset.y = target.maxY - size.height }
            if target.minY < offset.y { offset.y = target.minY }
        }
        return CGPoint(x: max(0, offset.x.rounded(.down)), y: max(0, offset.y.rounded(.down)))
    }
}
