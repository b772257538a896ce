/// How a presented view controller arrives. The values are UIKit's; CellKit's transitions are
/// instant, so the style is only kept.
public enum UIModalTransitionStyle: Int, Sendable {
    case coverVertical = 0
    case flipHorizontal = 1
    case crossDissolve = 2
    case partialCurl = 3
}
