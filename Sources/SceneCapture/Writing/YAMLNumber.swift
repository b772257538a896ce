import Foundation

/// Numbers as a scene file writes them: whole numbers without a point, others in Swift's
/// shortest form that reads back to the same value.
enum YAMLNumber {
    static func text(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        if value == value.rounded(), abs(value) < 1e15 {
            return String(Int64(value))
        }
        return "\(value)"
    }
}
