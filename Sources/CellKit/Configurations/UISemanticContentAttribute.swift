import Foundation

/// Whether a view's content flips in a right-to-left language, as UIKit's.
public enum UISemanticContentAttribute: Int, Sendable {
    case unspecified = 0
    case playback = 1
    case spatial = 2
    case forceLeftToRight = 3
    case forceRightToLeft = 4
}
