import Foundation

/// The key of a custom state an app adds to a configuration state (`state[key]`), as UIKit's
/// reverse-DNS strings ("com.example.isArchived").
public struct UIConfigurationStateCustomKey: Hashable, RawRepresentable, Sendable {
    public let rawValue: String

    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    public init(_ rawValue: String) {
        self.rawValue = rawValue
    }
}
