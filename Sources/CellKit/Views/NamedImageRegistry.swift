import Foundation

/// The images registered by name for `UIImage(named:)`, behind a lock: images are used from
/// any thread, as UIKit's are.
final class NamedImageRegistry: @unchecked Sendable {
    private let lock = NSLock()
    private var images: [String: UIImage] = [:]

    func withLock<T>(_ body: (inout [String: UIImage]) -> T) -> T {
        lock.lock()
        defer { lock.unlock() }
        return body(&images)
    }
}
