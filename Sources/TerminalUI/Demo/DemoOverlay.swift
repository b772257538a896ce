import CellKit

/// What a playing demo adds to the frame: its place in the script for the status line, and the
/// VoiceOver cursor and the drag part-way through a move.
package struct DemoOverlay: Sendable, Equatable {
    /// The status line's demo part: the step, the gesture's name, paused or finished.
    package var status: String
    /// The key reminder at the status line's end.
    package var keys: String
    /// Where the VoiceOver cursor's box is drawn (screen cells) while it glides to the new focus;
    /// `nil` draws it on the focus.
    package var cursorFrame: CGRect?
    /// Where the dragged items are drawn (a screen point) while they glide; `nil` draws them
    /// where the drag is.
    package var dragLocation: CGPoint?

    package init(status: String, keys: String, cursorFrame: CGRect? = nil, dragLocation: CGPoint? = nil) {
        self.status = status
        self.keys = keys
        self.cursorFrame = cursorFrame
        self.dragLocation = dragLocation
    }
}
