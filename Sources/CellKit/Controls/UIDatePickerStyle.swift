import Foundation

/// How a date picker looks, as UIKit's (iOS 13.4).
public enum UIDatePickerStyle: Int, Sendable {
    case automatic = 0
    case wheels = 1
    case compact = 2
    /// A calendar (iOS 14).
    case inline = 3
}
