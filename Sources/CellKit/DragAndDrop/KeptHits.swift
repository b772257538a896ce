import Foundation

/// The views touches landed on, by screen point (`DragSystem.hitView(at:)`), each kept until a
/// view its hit test went through changes (`KeptHit`), and all of them until a root or the list
/// of windows changes or the app posts a layout or screen change (`ViewTreeClock`).
@MainActor
struct KeptHits {
    /// A screen point as a dictionary key.
    struct Key: Hashable {
        let x: Double, y: Double

        init(_ point: CGPoint) {
            x = Double(point.x)
            y = Double(point.y)
        }
    }

    /// The most points kept; past it the kept points are forgotten, so touches all over a
    /// screen that never changes do not pile up (in the views that hold them either).
    static let capacity = 256

    private(set) var epoch: UInt64 = 0
    private(set) var rootChanges: UInt64 = 0
    private(set) var hits: [Key: KeptHit] = [:]

    /// Forgets every kept hit.
    mutating func forgetAll(epoch: UInt64, rootChanges: UInt64) {
        for hit in hits.values { hit.isValid = false }
        hits.removeAll(keepingCapacity: true)
        self.epoch = epoch
        self.rootChanges = rootChanges
    }

    /// Keeps a hit test's answer for a point.
    mutating func keep(_ hit: KeptHit, at key: Key) {
        if hits.count >= Self.capacity { forgetAll(epoch: epoch, rootChanges: rootChanges) }
        hits[key]?.isValid = false
        hits[key] = hit
    }
}
