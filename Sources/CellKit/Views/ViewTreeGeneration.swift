/// CellKit's own (UIKit has no such thing): a counter that moves whenever something VoiceOver
/// reads off the view tree may have changed (views added, removed, moved, resized, hidden,
/// faded, laid out; accessibility properties set; notifications posted; scheduled work run).
/// A screen reader keeps what it walked for as long as the counter stands still.
///
/// Scrolling (a new bounds origin) does not move it: a scroll view's content keeps its order
/// when it scrolls, and what scrolling adds or removes (a collection view's cells) moves it.
@MainActor
public enum ViewTreeGeneration {
    /// The current generation.
    public private(set) static var current: UInt64 = 0

    /// Marks the tree as changed.
    public static func advance() {
        current &+= 1
    }
}
