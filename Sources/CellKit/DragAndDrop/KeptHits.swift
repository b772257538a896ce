import Foundation

/// The views touches landed on, by screen point, found at one `ViewTreeStamp`
/// (`DragSystem.hitView(at:)`).
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

    /// What a touch landed on: a view (held weakly, as the tree holds it), or nothing.
    struct Hit {
        weak var view: UIView?
        let isNone: Bool
    }

    /// The most points kept; past it the kept points are forgotten, so touches all over a
    /// screen that never changes do not pile up.
    static let capacity = 256

    let stamp: UInt64
    var views: [Key: Hit] = [:]
}
