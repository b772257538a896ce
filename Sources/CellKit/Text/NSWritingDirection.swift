/// Which way text runs, as UIKit's `NSWritingDirection`. The values are UIKit's.
public enum NSWritingDirection: Int, Sendable {
    case natural = -1
    case leftToRight = 0
    case rightToLeft = 1
}
