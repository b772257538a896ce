import Foundation

/// How text lines up in its view, with UIKit's cases and (iOS's) raw values. Cells draw
/// `.left`, `.center` and `.right` as named; `.natural` as `.left` (CellKit's text runs left to
/// right); `.justified` as `.left` (cells do not stretch the spaces between words).
public enum NSTextAlignment: Int, Sendable {
    case left = 0
    case center = 1
    case right = 2
    case justified = 3
    case natural = 4
}
