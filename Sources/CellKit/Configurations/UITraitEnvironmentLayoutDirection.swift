import Foundation

/// The layout direction a trait collection carries, as UIKit's.
public enum UITraitEnvironmentLayoutDirection: Int, Sendable {
    case unspecified = -1
    case leftToRight = 0
    case rightToLeft = 1
}
