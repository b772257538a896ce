import Foundation

/// Which way an interface lays out, as UIKit's.
public enum UIUserInterfaceLayoutDirection: Int, Sendable {
    case leftToRight = 0
    case rightToLeft = 1
}
