/// How a label breaks and cuts text that does not fit, as UIKit's `NSLineBreakMode`. The values
/// are UIKit's.
public enum NSLineBreakMode: Int, Sendable {
    /// Lines break between words; the last line shown is cut.
    case byWordWrapping = 0
    /// Lines break between characters; the last line shown is cut.
    case byCharWrapping = 1
    /// Text that does not fit is cut at the edge.
    case byClipping = 2
    /// The start of the last line is replaced with "…".
    case byTruncatingHead = 3
    /// The end of the last line is replaced with "…".
    case byTruncatingTail = 4
    /// The middle of the last line is replaced with "…".
    case byTruncatingMiddle = 5
}
