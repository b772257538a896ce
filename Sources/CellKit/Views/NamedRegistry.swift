import Foundation

/// CellKit's own: values registered by name (the images `UIImage(named:)` finds, the data
/// `NSDataAsset(name:)` finds), behind a lock: they are read from any thread, as UIKit's are.
final class NamedRegistry<Value: Sendable>: @unchecked Sendable {
    // Unchecked: the dictionary is only touched under the lock.
    private let lock = NSLock()
    private var values: [String: Value] = [:]

    func withLock<T>(_ body: (inout [String: Value]) -> T) -> T {
        lock.lock()
        defer { lock.unlock() }
        return body(&values)
    }
}
